import { describe, expect, it } from 'vitest';
import { cappedKbps, encodeTargets, inRenditionOrder, renditionPlan, stemOf } from './renditions.policy.ts';

const LOSSLESS = { isLossless: true, kbps: 1411 };
const brief = (plan: ReturnType<typeof renditionPlan>) =>
  plan.map((r) => `${r.quality}:${r.codec}:${r.kbps}:${r.path.split('.r1-')[1]}`);

describe('renditionPlan', () => {
  it('makes eco Opus 28 and MP3 32, normal 96 and high 192 from a lossless source', () => {
    expect(brief(renditionPlan('demo-v1-1-wav', LOSSLESS))).toEqual([
      'eco:opus:28:eco.webm',
      'eco:mp3:32:eco.mp3',
      'normal:mp3:96:normal.mp3',
      'high:mp3:192:high.mp3',
    ]);
    expect(renditionPlan('x', { isLossless: false, kbps: null }).at(-1)!.kbps).toBe(192);
  });

  it('never goes above a lossy source: high at its bitrate, or the normal file when no better', () => {
    expect(brief(renditionPlan('s', { isLossless: false, kbps: 131.2 })).slice(2)).toEqual([
      'normal:mp3:96:normal.mp3',
      'high:mp3:128:high.mp3',
    ]);
    const low = renditionPlan('s', { isLossless: false, kbps: 64 });
    expect(brief(low).slice(2)).toEqual(['normal:mp3:64:normal.mp3', 'high:mp3:64:normal.mp3']);
    // One file encoded for both.
    expect(encodeTargets(low, '/m').map((t) => t.path)).toEqual([
      '/m/audio/s.r1-eco.webm',
      '/m/audio/s.r1-eco.mp3',
      '/m/audio/s.r1-normal.mp3',
    ]);
  });

  it('caps at the MP3 bitrate just under the source, never under 32 kbps', () => {
    expect([300, 192, 191, 96, 33, 8].map((kbps) => cappedKbps(192, { isLossless: false, kbps }))).toEqual([
      192, 192, 160, 96, 32, 32,
    ]);
  });
});

describe('rendition names and order', () => {
  it('names renditions after the source file, extension included', () => {
    expect(stemOf('.sources/demo-v1-3.wav')).toBe('demo-v1-3-wav');
    expect(stemOf('audio/demo-v1-3.mp3')).toBe('demo-v1-3-mp3');
  });

  it('lists eco Opus, eco MP3, normal, high', () => {
    const rows = ['high:mp3', 'normal:mp3', 'eco:mp3', 'eco:opus'].map((k) => {
      const [quality, codec] = k.split(':');
      return { quality: quality!, codec: codec! };
    });
    expect(inRenditionOrder(rows).map((r) => `${r.quality}:${r.codec}`)).toEqual([
      'eco:opus',
      'eco:mp3',
      'normal:mp3',
      'high:mp3',
    ]);
  });
});

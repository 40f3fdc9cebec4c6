// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordEntries, saveBudgetSettings } from '../data-budget/store.ts';
import {
  autoQuality,
  pickRendition,
  QUALITY_STORAGE_KEY,
  readQualitySetting,
  resolveQuality,
  saveQualitySetting,
} from './quality.ts';
import type { AudioRendition } from './renditions.ts';

const rendition = (quality: AudioRendition['quality'], codec: AudioRendition['codec']): AudioRendition => ({
  quality,
  codec,
  url: `/media/renditions/7-${quality}.${codec === 'opus' ? 'ogg' : codec}`,
  bitrate_kbps: 32,
  size_bytes: 1,
});
/** The server's order: eco-opus, eco-mp3, normal, high. */
const renditions = [
  rendition('eco', 'opus'),
  rendition('eco', 'mp3'),
  rendition('normal', 'mp3'),
  rendition('high', 'mp3'),
];
const playsOpus = (type: string) => (type === 'audio/ogg; codecs=opus' ? 'probably' : '');
const playsNoOpus = () => '';

afterEach(() => window.localStorage.clear());

describe('Auto quality', () => {
  it('picks Éco when the browser asks to save data', () => {
    expect(autoQuality({ saveData: true, effectiveType: '4g' })).toBe('eco');
  });

  it('picks Éco on slow-2g, 2g and 3g connections', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(autoQuality({ effectiveType })).toBe('eco');
  });

  it('picks Normal on 4g, or when the browser tells nothing (Safari, Firefox)', () => {
    expect(autoQuality({ saveData: false, effectiveType: '4g' })).toBe('normal');
    expect(autoQuality(undefined)).toBe('normal');
    expect(autoQuality({})).toBe('normal');
  });

  it('is only what Auto means: a chosen quality stays as chosen', () => {
    expect(resolveQuality('auto', { effectiveType: '2g' })).toBe('eco');
    expect(resolveQuality('high', { effectiveType: '2g' })).toBe('high');
    expect(resolveQuality('eco', { effectiveType: '4g' })).toBe('eco');
  });
});

describe('remembered setting', () => {
  it('is Auto until a choice is saved, then the saved choice', () => {
    expect(readQualitySetting()).toBe('auto');
    saveQualitySetting('eco');
    expect(window.localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('eco');
    expect(readQualitySetting()).toBe('eco');
  });

  it('reads anything unknown as Auto', () => {
    window.localStorage.setItem(QUALITY_STORAGE_KEY, 'ultra');
    expect(readQualitySetting()).toBe('auto');
  });
});

describe('rendition pick', () => {
  it('plays Éco in Opus where the browser can', () => {
    expect(pickRendition(renditions, 'eco', playsOpus)?.codec).toBe('opus');
  });

  it("falls back to Éco's MP3 where the browser cannot play Opus (Safari)", () => {
    expect(pickRendition(renditions, 'eco', playsNoOpus)).toEqual(rendition('eco', 'mp3'));
  });

  it('takes the rendition of the quality asked', () => {
    expect(pickRendition(renditions, 'normal', playsOpus)?.url).toBe('/media/renditions/7-normal.mp3');
    expect(pickRendition(renditions, 'high', playsNoOpus)?.url).toBe('/media/renditions/7-high.mp3');
  });

  it('answers null for a song not processed yet (the original file then plays)', () => {
    expect(pickRendition([], 'eco', playsOpus)).toBeNull();
    expect(pickRendition([rendition('eco', 'opus')], 'eco', playsNoOpus)).toBeNull();
  });

  it('asks about Opus in WebM by its name', () => {
    const webm = { ...rendition('eco', 'opus'), url: '/media/renditions/7-eco.webm' };
    const asked: string[] = [];
    pickRendition([webm], 'eco', (type) => {
      asked.push(type);
      return 'maybe';
    });
    expect(asked).toEqual(['audio/webm; codecs=opus']);
  });
});

describe('Auto quality and the data budget', () => {
  it('picks Éco on a fast connection once the plan is nearly spent', () => {
    expect(autoQuality({ effectiveType: '4g' }, { isSavingData: true })).toBe('eco');
    expect(resolveQuality('auto', { effectiveType: '4g' }, { isSavingData: true })).toBe('eco');
  });

  it('keeps Normal while the plan has room, and a chosen quality as chosen', () => {
    expect(resolveQuality('auto', { effectiveType: '4g' }, { isSavingData: false })).toBe('normal');
    expect(resolveQuality('high', { effectiveType: '4g' }, { isSavingData: true })).toBe('high');
  });

  it('reads the plan from the device by default: Éco from 90 % of an enabled budget, until it is raised', () => {
    saveBudgetSettings({ isEnabled: true, megabytes: 1 });
    const audio = { name: '/media/renditions/1-normal.mp3', entryType: 'resource', initiatorType: 'fetch' };
    recordEntries([{ ...audio, transferSize: 899_999 }]);
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('normal');
    recordEntries([{ ...audio, transferSize: 1 }]);
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('eco');
    saveBudgetSettings({ megabytes: 2 });
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('normal');
  });

  it('plays Normal again once the plan renews (the mark holds the renewal date)', () => {
    window.localStorage.setItem('sanza.data-saving-until', new Date(Date.now() - 1000).toISOString());
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('normal');
    window.localStorage.setItem('sanza.data-saving-until', new Date(Date.now() + 60_000).toISOString());
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('eco');
  });
});

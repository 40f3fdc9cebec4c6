import { Mp3Encoder } from '@breezystack/lamejs';
import { mp3Frames } from '../../lib/mp3.ts';
import { type DemoTune, GROOVES, SCALES } from './demo-tunes.ts';

/**
 * Demo music, synthesised and encoded in JS: mono MPEG-2 Layer III, 22 050 Hz, 48 kbps (~6 KB a second).
 * Each tune is a 4-bar loop (bass, plucked guitar, drums, a melody, sometimes an organ) played a few times,
 * then a last downbeat that rings out.
 *
 * Speed: lamejs encodes only some 20–40× real time here, too slow for 8 × 50 s at every first start. Its
 * encoder writes frames without a bit reservoir, so each frame decodes on its own; and the loop lasts a
 * whole number of frames (576 samples). So we encode the loop once (after a short lead-in made of the
 * loop's own end, which puts the encoder in the state it would be in mid-song) plus the ending, ~12 s in
 * all, and repeat the loop's frames: a 50-second file for the price of a 12-second one, without seams.
 */
export const DEMO_AUDIO = { sampleRate: 22_050, kbps: 48, frameSamples: 576, minSeconds: 48 } as const;

/** A small deterministic PRNG (mulberry32): the same seed always gives the same sound. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SR = DEMO_AUDIO.sampleRate;
const midiToHz = (m: number) => 440 * 2 ** ((m - 69) / 12);

/**
 * A sound placed at `at` (samples; may be negative, then only its end is heard). Every sound draws its noise
 * from its own seed, so repeats are identical.
 */
type Voice = (out: Float32Array, at: number) => void;

/** The sample indexes of a sound of `seconds` placed at `at` that fall inside `out`: [from, to). */
function span(sr: number, out: Float32Array, at: number, seconds: number): [number, number] {
  const len = Math.round(seconds * sr);
  // A sound over before the buffer starts costs nothing.
  if (at + len <= 0) return [0, 0];
  return [Math.max(0, -at), Math.min(len, out.length - at)];
}

function pluck(sr: number, freq: number, amp: number, seconds: number, seed: number, damping: number): Voice {
  return (out, at) => {
    const n = Math.max(2, Math.round(sr / freq));
    const line = new Float32Array(n);
    const rnd = random(seed);
    let prev = 0;
    for (let i = 0; i < n; i++) {
      // Softened noise burst: a warmer attack than white noise.
      prev = 0.5 * prev + (rnd() * 2 - 1);
      line[i] = prev;
    }
    const [from, to] = span(sr, out, at, seconds);
    // The string runs from its pluck even when only its end is heard.
    for (let i = 0; i < to; i++) {
      const j = i % n;
      const y = line[j]!;
      line[j] = damping * 0.5 * (y + line[(j + 1) % n]!);
      if (i >= from) out[at + i]! += amp * y;
    }
  };
}

function tone(
  sr: number,
  freq: number,
  amp: number,
  seconds: number,
  opts: { decay: number; harmonics: number[] },
): Voice {
  return (out, at) => {
    const len = Math.round(seconds * sr);
    const [from, to] = span(sr, out, at, seconds);
    const release = Math.min(len, Math.round(0.03 * sr));
    for (let i = from; i < to; i++) {
      const t = i / sr;
      let v = 0;
      for (let h = 0; h < opts.harmonics.length; h++) {
        v += opts.harmonics[h]! * Math.sin(2 * Math.PI * freq * (h + 1) * t);
      }
      const attack = Math.min(1, t / 0.008);
      const tail = i > len - release ? (len - i) / release : 1;
      out[at + i]! += amp * v * attack * tail * Math.exp(-t * opts.decay);
    }
  };
}

function lead(sr: number, freq: number, amp: number, seconds: number): Voice {
  return (out, at) => {
    const len = Math.round(seconds * sr);
    const [from, to] = span(sr, out, at, seconds);
    for (let i = from; i < to; i++) {
      const t = i / sr;
      const env = Math.min(1, t / 0.02) * Math.min(1, (len - i) / (0.05 * sr)) * Math.exp(-t * 1.2);
      const vibrato = 0.004 * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, t / 0.2);
      const phase = 2 * Math.PI * freq * t * (1 + vibrato);
      out[at + i]! += amp * env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
    }
  };
}

function kick(sr: number, amp: number): Voice {
  return (out, at) => {
    const [from, to] = span(sr, out, at, 0.3);
    let phase = 0;
    for (let i = 0; i < to; i++) {
      const t = i / sr;
      phase += (2 * Math.PI * (45 + 75 * Math.exp(-t * 30))) / sr;
      if (i >= from) out[at + i]! += amp * Math.sin(phase) * Math.exp(-t * 9);
    }
  };
}

function noiseHit(
  sr: number,
  amp: number,
  seconds: number,
  decay: number,
  seed: number,
  bright: boolean,
): Voice {
  return (out, at) => {
    const [from, to] = span(sr, out, at, seconds);
    const rnd = random(seed);
    let last = 0;
    for (let i = 0; i < to; i++) {
      const t = i / sr;
      const white = rnd() * 2 - 1;
      // Bright: first difference (hi-hat, shaker); else a touch of body (snare, clap).
      const v = bright ? white - last : white * 0.7 + 0.5 * Math.sin(2 * Math.PI * 185 * t);
      last = white;
      if (i >= from) out[at + i]! += amp * v * Math.exp(-t * decay);
    }
  };
}

/** The notes of one 4-bar loop, as [offset in samples, voice]. */
function loopVoices(tune: DemoTune, stepSamples: number, sr: number): [number, Voice][] {
  const groove = GROOVES[tune.groove]!;
  const scale = SCALES[tune.scale];
  const rnd = random(tune.seed * 7919);
  const note = (degree: number, octave: number) =>
    tune.root + scale[((degree % 7) + 7) % 7]! + 12 * (Math.floor(degree / 7) + octave);
  const chordTone = (chord: number, t: number, octave: number) =>
    t === 3 ? note(chord, octave + 1) : note(chord + 2 * t, octave);
  const stepS = stepSamples / sr;
  const out: [number, Voice][] = [];
  let seed = tune.seed * 1000;
  let melodyDegree = 7;
  tune.chords.forEach((chord, bar) => {
    const base = bar * 16;
    for (const s of groove.kick) out.push([(base + s) * stepSamples, kick(sr, 0.9)]);
    for (const s of groove.snare)
      out.push([(base + s) * stepSamples, noiseHit(sr, 0.35, 0.2, 22, seed++, false)]);
    for (const s of groove.hat) {
      out.push([(base + s) * stepSamples, noiseHit(sr, s % 4 === 0 ? 0.16 : 0.1, 0.06, 70, seed++, true)]);
    }
    for (const [s, t, o] of groove.bass) {
      const f = midiToHz(chordTone(chord, t, o) - 24);
      out.push([
        (base + s) * stepSamples,
        tone(sr, f, 0.5, stepS * 3, { decay: 2.5, harmonics: [1, 0.35, 0.1] }),
      ]);
    }
    for (const [s, t, o] of groove.guitar) {
      const f = midiToHz(chordTone(chord, t, o - 1));
      const seconds = groove.muted ? stepS * 1.5 : 1.2;
      out.push([(base + s) * stepSamples, pluck(sr, f, 0.32, seconds, seed++, groove.muted ? 0.97 : 0.996)]);
    }
    if (groove.organ) {
      for (const t of [0, 1, 2]) {
        const f = midiToHz(chordTone(chord, t, 0));
        out.push([
          base * stepSamples,
          tone(sr, f, 0.07, stepS * 16, { decay: 0.2, harmonics: [1, 0.5, 0.3, 0.15] }),
        ]);
      }
    }
    // A melody over the first three bars; the fourth breathes.
    if (bar < 3) {
      const rhythm = [
        [0, 4, 8, 12],
        [0, 3, 6, 8, 12],
        [0, 2, 4, 8, 10, 12],
        [0, 6, 8, 14],
      ][Math.floor(rnd() * 4)]!;
      rhythm.forEach((s, i) => {
        const next = rhythm[i + 1] ?? 16;
        melodyDegree += Math.floor(rnd() * 5) - 2;
        melodyDegree = Math.min(11, Math.max(4, melodyDegree));
        // Strong beats take a chord tone, so the melody sits on the harmony.
        const degree = s % 8 === 0 ? chord + 2 * Math.floor(rnd() * 3) + 7 : melodyDegree;
        const f = midiToHz(note(degree, 0));
        out.push([(base + s) * stepSamples, lead(sr, f, 0.16, (next - s) * stepS * 0.95)]);
      });
    }
  });
  return out;
}

/** Frames of loop end encoded before the loop, so the encoder is in its steady state when the loop starts. */
const LEAD_IN_FRAMES = 8;

/**
 * Renders, as 16-bit PCM at `sr` (a multiple of the MP3's 22 050 Hz, same tempo): `leadIn` samples of the end of a
 * pass, one pass of the loop with the previous pass still ringing into it, and the ending: the next pass's first
 * beat, ringing out and fading.
 */
function renderPcm(tune: DemoTune, sr: number, leadIn: number): { pcm: Int16Array; loopSamples: number } {
  // One 16th note is a whole number of 36-sample units at 22 050 Hz, so 64 of them (4 bars) are whole
  // 576-sample frames; other rates scale that, so every rendering of a tune has the same tempo.
  const stepSamples = 36 * Math.round((SR * 60) / tune.bpm / 4 / 36) * (sr / SR);
  const loopSamples = 64 * stepSamples;
  const ending = 4 * stepSamples + Math.round(2.5 * sr);
  const mix = new Float32Array(leadIn + loopSamples + ending);
  const voices = loopVoices(tune, stepSamples, sr);
  for (const [at, voice] of voices) {
    voice(mix, leadIn - loopSamples + at);
    voice(mix, leadIn + at);
    if (at < 4 * stepSamples) voice(mix, leadIn + loopSamples + at);
  }
  let peak = 0;
  for (const v of mix) peak = Math.max(peak, Math.abs(v));
  const gain = (0.85 * 32767) / (peak || 1);
  const fadeFrom = leadIn + loopSamples + 4 * stepSamples;
  const pcm = new Int16Array(mix.length);
  for (let i = 0; i < mix.length; i++) {
    const fade = i < fadeFrom ? 1 : 1 - (i - fadeFrom) / (mix.length - fadeFrom);
    pcm[i] = Math.round(mix[i]! * gain * fade);
  }
  return { pcm, loopSamples };
}

/** One demo track as MP3 bytes, at least `DEMO_AUDIO.minSeconds` long. */
export function renderDemoTrack(tune: DemoTune): Buffer {
  const { pcm, loopSamples } = renderPcm(tune, SR, LEAD_IN_FRAMES * DEMO_AUDIO.frameSamples);
  const encoder = new Mp3Encoder(1, SR, DEMO_AUDIO.kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += 11_520) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 11_520)));
  chunks.push(encoder.flush());
  const encoded = Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
  const frames = mp3Frames(encoded);
  const k = loopSamples / DEMO_AUDIO.frameSamples;
  const first = LEAD_IN_FRAMES;
  const slice = (from: number, to: number) =>
    encoded.subarray(frames[from]!.offset, to < frames.length ? frames[to]!.offset : encoded.length);
  const endingSeconds = ((frames.length - first - k) * DEMO_AUDIO.frameSamples) / SR;
  const repeats = Math.ceil((DEMO_AUDIO.minSeconds - endingSeconds) / (loopSamples / SR));
  // The song starts at the loop (the lead-in frames only warmed the encoder up); the loop's frames follow
  // each other as they followed the lead-in, whose samples are the loop's own end.
  return Buffer.concat([
    ...Array.from({ length: repeats }, () => slice(first, first + k)),
    slice(first + k, frames.length),
  ]);
}

/** The lossless source of the demo tunes' renditions: 16-bit mono WAV at 44.1 kHz. */
export const DEMO_SOURCE = { sampleRate: 44_100 } as const;

/**
 * One demo track as a WAV file (16-bit mono PCM, 44.1 kHz): the same tune, tempo and length as its MP3, rendered
 * at twice the rate, so its renditions start from a lossless source with the highs the MP3 never had. The loop is
 * rendered once and repeated sample for sample.
 */
export function renderDemoSource(tune: DemoTune): Buffer {
  const sr = DEMO_SOURCE.sampleRate;
  const { pcm, loopSamples } = renderPcm(tune, sr, 0);
  const endingSamples = pcm.length - loopSamples;
  const repeats = Math.ceil((DEMO_AUDIO.minSeconds * sr - endingSamples) / loopSamples);
  const samples = new Int16Array(repeats * loopSamples + endingSamples);
  for (let r = 0; r < repeats; r++) samples.set(pcm.subarray(0, loopSamples), r * loopSamples);
  samples.set(pcm.subarray(loopSamples), repeats * loopSamples);
  return wavFile(samples, sr);
}

/** A canonical 44-byte-header WAV file of mono 16-bit PCM samples. */
function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

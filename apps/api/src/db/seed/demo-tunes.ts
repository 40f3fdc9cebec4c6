/** The demo tunes' musical material: scales, grooves (16th-note grids) and the eight tunes. */

export type Scale = 'major' | 'minor' | 'dorian';
export const SCALES: Record<Scale, number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
};

/** Note on a 16th-note grid: step in the bar, chord tone (0 root, 1 third, 2 fifth, 3 octave), octave shift. */
export type Hit = [step: number, tone: number, octave: number];

export type Groove = {
  kick: number[];
  snare: number[];
  hat: number[];
  bass: Hit[];
  guitar: Hit[];
  /** Organ chords held through each bar (gospel). */
  organ?: boolean;
  /** Shorter, muted guitar notes (afrobeat). */
  muted?: boolean;
};

export const GROOVES: Record<string, Groove> = {
  rumba: {
    kick: [0, 8],
    snare: [6, 12],
    hat: [0, 2, 4, 6, 8, 10, 12, 14],
    bass: [
      [0, 0, 0],
      [6, 2, 0],
      [8, 0, 0],
      [14, 1, 0],
    ],
    guitar: [
      [0, 0, 1],
      [2, 2, 1],
      [4, 1, 1],
      [6, 3, 1],
      [8, 2, 1],
      [10, 1, 1],
      [12, 0, 1],
      [14, 2, 1],
    ],
  },
  ndombolo: {
    kick: [0, 4, 8, 12],
    snare: [4, 12],
    hat: [0, 2, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15],
    bass: [
      [0, 0, 0],
      [3, 0, 0],
      [6, 2, 0],
      [8, 0, 0],
      [11, 2, 0],
      [14, 1, 0],
    ],
    guitar: [
      [0, 3, 1],
      [1, 2, 1],
      [2, 1, 1],
      [3, 2, 1],
      [4, 3, 1],
      [6, 1, 1],
      [7, 2, 1],
      [8, 3, 1],
      [9, 2, 1],
      [10, 1, 1],
      [11, 0, 1],
      [12, 1, 1],
      [14, 2, 1],
      [15, 1, 1],
    ],
  },
  afrobeat: {
    kick: [0, 7, 10],
    snare: [4, 12],
    hat: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    bass: [
      [0, 0, 0],
      [3, 0, 0],
      [5, 2, 0],
      [8, 3, 0],
      [10, 2, 0],
      [13, 1, 0],
    ],
    guitar: [
      [2, 1, 1],
      [3, 2, 1],
      [6, 1, 1],
      [10, 1, 1],
      [11, 2, 1],
      [14, 1, 1],
    ],
    muted: true,
  },
  makossa: {
    kick: [0, 6, 8],
    snare: [4, 12],
    hat: [2, 6, 10, 14],
    bass: [
      [0, 0, 0],
      [2, 1, 0],
      [4, 2, 0],
      [6, 3, 0],
      [8, 0, 0],
      [10, 1, 0],
      [12, 2, 0],
      [14, 1, 0],
    ],
    guitar: [
      [0, 2, 1],
      [3, 1, 1],
      [4, 0, 1],
      [8, 2, 1],
      [11, 3, 1],
      [12, 1, 1],
    ],
  },
  gospel: {
    kick: [0, 10],
    snare: [4, 12],
    hat: [0, 4, 8, 12],
    bass: [
      [0, 0, 0],
      [8, 2, 0],
      [12, 1, 0],
    ],
    guitar: [
      [0, 0, 1],
      [4, 1, 1],
      [8, 2, 1],
      [12, 3, 1],
    ],
    organ: true,
  },
  decale: {
    kick: [0, 3, 6, 8, 11, 14],
    snare: [4, 12],
    hat: [0, 2, 4, 6, 8, 10, 12, 14],
    bass: [
      [0, 0, 0],
      [3, 0, 0],
      [6, 0, 1],
      [8, 2, 0],
      [11, 1, 0],
    ],
    guitar: [
      [0, 2, 1],
      [2, 3, 1],
      [4, 2, 1],
      [6, 1, 1],
      [8, 2, 1],
      [10, 3, 1],
      [12, 1, 1],
      [14, 0, 1],
    ],
  },
};

export type DemoTune = {
  /** Root of the key, as a MIDI note (57 = A3). */
  root: number;
  scale: Scale;
  bpm: number;
  /** Four chords, as scale degrees (0 = I). */
  chords: [number, number, number, number];
  groove: keyof typeof GROOVES;
  seed: number;
};

/** The eight demo tunes: a different key, tempo, progression and groove each. Songs share them. */
export const DEMO_TUNES: DemoTune[] = [
  { root: 57, scale: 'major', bpm: 108, chords: [0, 3, 0, 4], groove: 'rumba', seed: 1 },
  { root: 50, scale: 'major', bpm: 128, chords: [0, 4, 5, 3], groove: 'ndombolo', seed: 2 },
  { root: 55, scale: 'dorian', bpm: 112, chords: [0, 3, 0, 3], groove: 'afrobeat', seed: 3 },
  { root: 48, scale: 'major', bpm: 120, chords: [0, 5, 3, 4], groove: 'makossa', seed: 4 },
  { root: 53, scale: 'major', bpm: 84, chords: [0, 5, 3, 4], groove: 'gospel', seed: 5 },
  { root: 57, scale: 'minor', bpm: 124, chords: [0, 5, 2, 6], groove: 'decale', seed: 6 },
  { root: 58, scale: 'major', bpm: 96, chords: [0, 2, 3, 4], groove: 'rumba', seed: 7 },
  { root: 52, scale: 'major', bpm: 132, chords: [0, 3, 4, 3], groove: 'ndombolo', seed: 8 },
];

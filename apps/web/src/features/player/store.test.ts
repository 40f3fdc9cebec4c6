// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerTrack } from './types.ts';

/** An audio element as far as the store uses it: the test moves time and fires the events. */
class FakeAudio extends EventTarget {
  static last: FakeAudio | null = null;
  src = '';
  preload = '';
  volume = 1;
  playbackRate = 1;
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  seeking = false;
  error: { code: number } | null = null;
  loads = 0;
  constructor() {
    super();
    FakeAudio.last = this;
  }
  play() {
    this.paused = false;
    this.ended = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  load() {
    this.loads += 1;
  }
  removeAttribute() {
    this.src = '';
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
  /** Plays on for `seconds`, reporting every 0.25 s like `timeupdate`. */
  advance(seconds: number) {
    for (let t = 0; t < seconds; t += 0.25) {
      this.currentTime += 0.25;
      this.fire('timeupdate');
    }
  }
  /** Reaches the end: `pause` then `ended`, as browsers do. */
  end() {
    this.paused = true;
    this.ended = true;
    this.fire('pause');
    this.fire('ended');
  }
}

const postStream = vi.fn((_musicId: number) => Promise.resolve());
vi.mock('./api.ts', () => ({ postStream: (id: number) => postStream(id) }));

const track = (id: number): PlayerTrack => ({
  id,
  title: `Titre ${id}`,
  artist: 'Artiste',
  coverUrl: null,
  audioUrl: `/media/${id}.mp3`,
  duration: 60,
});
const tracks = [track(1), track(2), track(3)];

/** A fresh store (its state is module-wide) with a fake audio element. */
async function freshStore() {
  vi.resetModules();
  return import('./store.ts');
}

beforeEach(() => {
  vi.stubGlobal('Audio', FakeAudio);
  postStream.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('player store', () => {
  it('plays the chosen track of a list on one audio element', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 1);
    const audio = FakeAudio.last!;
    expect(audio.src).toBe('/media/2.mp3');
    expect(player.getPlayerState()).toMatchObject({ track: tracks[1], listIndex: 1, isPlaying: true });
    expect(audio.volume).toBe(0.7);
    player.playTracks(tracks, 0);
    expect(FakeAudio.last).toBe(audio);
  });

  it('counts one stream after 30 s heard, pauses and seeks excluded', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    audio.advance(20);
    player.pause();
    audio.currentTime += 5; // a stray report while paused
    audio.fire('timeupdate');
    player.seek(40);
    audio.fire('seeking');
    player.play();
    audio.advance(9.75);
    expect(postStream).not.toHaveBeenCalled();
    audio.advance(0.5);
    expect(postStream).toHaveBeenCalledExactlyOnceWith(1);
    audio.advance(15);
    expect(postStream).toHaveBeenCalledTimes(1);
  });

  it('counts again when the track is replayed by repeat-one', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 0);
    player.cycleMode();
    player.cycleMode();
    expect(player.getPlayerState().mode).toBe('repeat-one');
    const audio = FakeAudio.last!;
    audio.advance(31);
    audio.end();
    expect(audio.currentTime).toBe(0);
    expect(audio.paused).toBe(false);
    expect(player.getPlayerState().track).toBe(tracks[0]);
    audio.advance(31);
    expect(postStream).toHaveBeenCalledTimes(2);
  });

  it('moves on at the end of a track and stops after the last in normal mode', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 1);
    const audio = FakeAudio.last!;
    audio.end();
    expect(player.getPlayerState().track).toBe(tracks[2]);
    expect(audio.src).toBe('/media/3.mp3');
    expect(audio.paused).toBe(false);
    audio.advance(5);
    audio.end();
    expect(player.getPlayerState()).toMatchObject({ track: tracks[2], isPlaying: false, positionS: 0 });
  });

  it('restarts the track on previous after 3 s, else goes back', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 1);
    const audio = FakeAudio.last!;
    audio.advance(5);
    player.previous();
    expect(audio.currentTime).toBe(0);
    expect(player.getPlayerState().track).toBe(tracks[1]);
    player.previous();
    expect(player.getPlayerState().track).toBe(tracks[0]);
  });

  it('mutes at volume 0 and restores the level on un-mute', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    player.setVolume(0.4);
    expect(audio.volume).toBe(0.4);
    player.setVolume(0);
    expect(audio.volume).toBe(0);
    expect(player.getPlayerState().volume.isMuted).toBe(true);
    player.toggleMute();
    expect(audio.volume).toBe(0.4);
  });

  it('reloads the track where it was after a network error, with backoff, and on `online`', async () => {
    vi.useFakeTimers();
    const player = await freshStore();
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    audio.advance(12);
    audio.error = { code: 2 };
    audio.fire('error');
    expect(player.getPlayerState().isReconnecting).toBe(true);
    vi.advanceTimersByTime(999);
    expect(audio.loads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(audio.loads).toBe(1);
    // The reloaded track goes back to where it was once its length is known; the bar does not jump to 0.
    audio.currentTime = 0;
    audio.fire('timeupdate');
    expect(player.getPlayerState().positionS).toBe(12);
    audio.duration = 60;
    audio.fire('loadedmetadata');
    expect(audio.currentTime).toBe(12);

    // Fails again: the next try waits 2 s, unless the network comes back first.
    audio.fire('error');
    window.dispatchEvent(new Event('online'));
    expect(audio.loads).toBe(2);
    audio.fire('playing');
    expect(player.getPlayerState().isReconnecting).toBe(false);
  });

  it('treats a stall without progress for 8 s as a lost connection', async () => {
    vi.useFakeTimers();
    const player = await freshStore();
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    audio.advance(3);
    audio.fire('stalled');
    vi.advanceTimersByTime(8_000);
    expect(player.getPlayerState().isReconnecting).toBe(true);
  });

  it('shuffles the rest of the list and keeps the current track', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 2);
    player.toggleShuffle();
    expect(player.getPlayerState()).toMatchObject({ isShuffled: true, track: tracks[2], listIndex: 2 });
    player.toggleShuffle();
    expect(player.getPlayerState()).toMatchObject({ isShuffled: false, track: tracks[2], listIndex: 2 });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayDelivery, StreamPlay } from './api.ts';
import type { AudioRendition } from './renditions.ts';
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

const postStream = vi.fn((_play: StreamPlay) => Promise.resolve<PlayDelivery>('done'));
vi.mock('./api.ts', () => ({ postStream: (play: StreamPlay) => postStream(play) }));

/** The device's downloads as the player asks them: one song saved, whose blob the test holds. */
const downloaded = new Map<number, Blob>();
vi.mock('../../lib/downloaded-audio.ts', () => ({
  openDownloadedAudio: (id: number) => Promise.resolve(downloaded.get(id) ?? null),
}));

const track = (id: number): PlayerTrack => ({
  id,
  title: `Titre ${id}`,
  artist: 'Artiste',
  coverUrl: null,
  audioUrl: `/media/${id}.mp3`,
  duration: 60,
});
const tracks = [track(1), track(2), track(3)];

/**
 * A fresh store (its state is module-wide) with a fake audio element. The songs' renditions are known as
 * given (none by default: the original file plays), so tracks start without asking the server.
 */
async function freshStore(renditions: Record<number, AudioRendition[]> = {}) {
  vi.resetModules();
  const store = await import('./store.ts');
  for (const { id } of tracks) store.rememberRenditions(id, renditions[id] ?? []);
  return store;
}

const rendition = (
  id: number,
  quality: AudioRendition['quality'],
  codec: AudioRendition['codec'],
): AudioRendition => ({
  quality,
  codec,
  url: `/media/renditions/${id}-${quality}.${codec === 'opus' ? 'ogg' : 'mp3'}`,
  bitrate_kbps: quality === 'eco' ? 32 : quality === 'normal' ? 96 : 192,
  size_bytes: 1000,
});
const renditionsOf = (id: number) => [
  rendition(id, 'eco', 'opus'),
  rendition(id, 'eco', 'mp3'),
  rendition(id, 'normal', 'mp3'),
  rendition(id, 'high', 'mp3'),
];

beforeEach(() => {
  vi.stubGlobal('Audio', FakeAudio);
  postStream.mockClear();
  downloaded.clear();
  window.localStorage.clear();
  // Streams are only counted for signed-in listeners.
  window.localStorage.setItem('access', 'jeton');
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

  it('shows the queue in play order; moving and removing a track changes what comes next', async () => {
    const player = await freshStore();
    const four = [...tracks, track(4)];
    player.rememberRenditions(4, []);
    player.playTracks(four, 0);
    const audio = FakeAudio.last!;
    expect(player.getPlayerState()).toMatchObject({ queue: four, queuePosition: 0 });
    player.moveInQueueTo(3, 1);
    expect(player.getPlayerState().queue.map((t) => t.id)).toEqual([1, 4, 2, 3]);
    expect(player.getPlayerState().track).toBe(four[0]);
    player.removeFromQueueAt(2);
    expect(player.getPlayerState().queue.map((t) => t.id)).toEqual([1, 4, 3]);
    // The track playing stays: removing it is refused.
    player.removeFromQueueAt(0);
    expect(player.getPlayerState().queue.map((t) => t.id)).toEqual([1, 4, 3]);
    player.next();
    expect(audio.src).toBe('/media/4.mp3');
    player.next();
    expect(audio.src).toBe('/media/3.mp3');
    expect(player.getPlayerState().queuePosition).toBe(2);
  });

  it('lets a song started alone continue within its list once the list arrives, without restarting it', async () => {
    const player = await freshStore();
    player.playTracks([tracks[1]!], 0);
    const audio = FakeAudio.last!;
    audio.advance(2);
    const loadsBefore = audio.loads;
    player.continueWithin(tracks, 1);
    expect(player.getPlayerState()).toMatchObject({ queue: tracks, queuePosition: 1, track: tracks[1] });
    expect(audio.src).toBe('/media/2.mp3');
    expect(audio.currentTime).toBe(2);
    expect(audio.loads).toBe(loadsBefore);
    player.next();
    expect(audio.src).toBe('/media/3.mp3');
    // Another track playing by then: the late list is ignored.
    player.continueWithin(tracks, 0);
    expect(player.getPlayerState().queuePosition).toBe(2);
  });

  it('plays a track chosen in the queue', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 0);
    player.playQueueAt(2);
    expect(FakeAudio.last!.src).toBe('/media/3.mp3');
    expect(player.getPlayerState()).toMatchObject({ track: tracks[2], queuePosition: 2, isPlaying: true });
  });

  it('mutes the element itself too (iPhones ignore its volume)', async () => {
    const player = await freshStore();
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last! as FakeAudio & { muted?: boolean };
    player.toggleMute();
    expect(audio.muted).toBe(true);
    player.setVolume(0.4);
    expect(audio.muted).toBe(false);
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
    expect(postStream).toHaveBeenCalledOnce();
    const play = postStream.mock.calls[0]![0];
    expect(play).toMatchObject({ music_id: 1, listened_seconds: 30 });
    expect(play.client_play_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(play.played_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    audio.advance(15);
    expect(postStream).toHaveBeenCalledTimes(1);
  });

  it('does not send a track replayed by repeat-one in the same session; sends it after 30 min of silence', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
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
    // Once per track per session (43 → 45 no more).
    expect(postStream).toHaveBeenCalledTimes(1);
    // Another track of the session is sent.
    player.next();
    FakeAudio.last!.advance(31);
    expect(postStream).toHaveBeenCalledTimes(2);
    // Paused for more than 30 min: a new session, the first track counts again.
    player.pause();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    player.previous();
    player.previous();
    player.play();
    expect(player.getPlayerState().track).toBe(tracks[0]);
    FakeAudio.last!.advance(31);
    expect(postStream).toHaveBeenCalledTimes(3);
    expect(postStream.mock.calls.map(([play]) => play.music_id)).toEqual([1, 2, 1]);
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

  it('plays the chosen quality: Éco in Opus where the browser plays it, else its MP3 twin', async () => {
    const player = await freshStore({ 1: renditionsOf(1), 2: renditionsOf(2) });
    player.setQuality('eco');
    const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    player.playTracks(tracks, 0);
    expect(FakeAudio.last!.src).toBe('/media/renditions/1-eco.mp3');
    canPlayType.mockImplementation((type) => (type === 'audio/ogg; codecs=opus' ? 'probably' : ''));
    player.playTracks(tracks, 1);
    expect(FakeAudio.last!.src).toBe('/media/renditions/2-eco.ogg');
    expect(player.getPlayerState()).toMatchObject({ quality: 'eco', sourceKind: 'rendition' });
    canPlayType.mockRestore();
  });

  it('switches the rendition mid-track where it was, and remembers the setting', async () => {
    const player = await freshStore({ 1: renditionsOf(1) });
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    // Auto on a fast connection (jsdom tells nothing) is Normal.
    expect(audio.src).toBe('/media/renditions/1-normal.mp3');
    audio.duration = 60;
    audio.advance(12);
    player.setQuality('high');
    await vi.waitFor(() => expect(audio.src).toBe('/media/renditions/1-high.mp3'));
    expect(window.localStorage.getItem('sanza.audio-quality')).toBe('high');
    audio.currentTime = 0;
    audio.fire('loadedmetadata');
    expect(audio.currentTime).toBe(12);
    expect(audio.paused).toBe(false);
    // The jump back to 12 s is not listening.
    audio.advance(17.75);
    expect(postStream).not.toHaveBeenCalled();
    audio.advance(0.5);
    expect(postStream).toHaveBeenCalledOnce();
    // A new visit starts with the remembered setting.
    const again = await freshStore();
    expect(again.getPlayerState().quality).toBe('high');
  });

  it("asks a song's renditions once, and plays its original file when they cannot be had", async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/streaming/musics/1/'))
        return Response.json({ id: 1, audio_renditions: renditionsOf(1) });
      return Response.error();
    });
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const player = await import('./store.ts');
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    await vi.waitFor(() => expect(audio.src).toBe('/media/renditions/1-normal.mp3'));
    expect(audio.paused).toBe(false);
    // The next track's detail was asked ahead; it failed, so track 2 plays its file.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/streaming/musics/2/', expect.anything()));
    player.next();
    await vi.waitFor(() => expect(audio.src).toBe('/media/2.mp3'));
    player.previous();
    expect(audio.src).toBe('/media/renditions/1-normal.mp3');
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/streaming/musics/1/'))).toHaveLength(1);
  });

  it('plays a downloaded track from a blob URL, freed when another track replaces it', async () => {
    window.localStorage.setItem('sanza.has-downloads', '1');
    downloaded.set(1, new Blob(['audio'], { type: 'audio/ogg' }));
    const createObjectURL = vi.fn(() => 'blob:sanza/1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const player = await freshStore({ 1: renditionsOf(1), 2: renditionsOf(2) });
    player.playTracks(tracks, 0);
    const audio = FakeAudio.last!;
    await vi.waitFor(() => expect(audio.src).toBe('blob:sanza/1'));
    expect(createObjectURL).toHaveBeenCalledWith(downloaded.get(1));
    expect(player.getPlayerState().sourceKind).toBe('download');
    expect(audio.paused).toBe(false);
    // The quality does not move a download.
    player.setQuality('eco');
    await Promise.resolve();
    expect(audio.src).toBe('blob:sanza/1');
    player.next();
    await vi.waitFor(() => expect(audio.src).toBe('/media/renditions/2-eco.mp3'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:sanza/1');
  });
});

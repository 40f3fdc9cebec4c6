// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayDelivery, StreamPlay } from './api.ts';

/** The server as the plays meet it: each call answers what the test queued, 'done' when nothing is. */
const answers: PlayDelivery[] = [];
const postStream = vi.fn(async (_play: StreamPlay): Promise<PlayDelivery> => answers.shift() ?? 'done');
vi.mock('./api.ts', () => ({ postStream: (play: StreamPlay) => postStream(play) }));

/** An unsigned access token for user `id`, as the client reads it. */
function accessToken(id: number): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ user_id: id, exp: 4_000_000_000 })}.signature`;
}

let isOnline = true;

/** Fresh modules and a fresh IndexedDB, as after a reload of the app on a clean device. */
async function freshPlays() {
  vi.resetModules();
  return { ...(await import('./plays.ts')), ...(await import('./play-queue.ts')) };
}

const play = (n: number): StreamPlay => ({
  music_id: n,
  client_play_id: `00000000-0000-4000-8000-00000000000${n}`,
  listened_seconds: 31,
  played_at: '2026-05-02T14:03:22+01:00',
});

const goOnline = () => {
  isOnline = true;
  window.dispatchEvent(new Event('online'));
};

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  isOnline = true;
  answers.length = 0;
  postStream.mockClear();
  window.localStorage.clear();
  window.localStorage.setItem('access', accessToken(7));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offline plays', () => {
  it('keeps a play heard offline on the device, without trying the network', async () => {
    const plays = await freshPlays();
    isOnline = false;
    await plays.deliverPlay(play(1));
    expect(postStream).not.toHaveBeenCalled();
    expect((await plays.pendingPlays()).map((p) => p.play)).toEqual([play(1)]);
    expect(window.localStorage.getItem('sanza.has-pending-plays')).toBe('1');
  });

  it('keeps a play whose sending found no network', async () => {
    const plays = await freshPlays();
    answers.push('keep');
    await plays.deliverPlay(play(1));
    expect(postStream).toHaveBeenCalledOnce();
    expect(await plays.pendingPlays()).toHaveLength(1);
  });

  it('sends the kept plays once the network is back, and forgets each the server took', async () => {
    const plays = await freshPlays();
    isOnline = false;
    await plays.deliverPlay(play(1));
    await plays.deliverPlay(play(2));
    const stop = plays.watchPendingPlays();
    goOnline();
    await vi.waitFor(async () => expect(await plays.pendingPlays()).toEqual([]));
    expect(postStream.mock.calls.map(([sent]) => sent)).toEqual([play(1), play(2)]);
    expect(window.localStorage.getItem('sanza.has-pending-plays')).toBeNull();
    stop();
  });

  it('sends kept plays at the next start (a reload), deleting on 2xx and on a 400', async () => {
    let plays = await freshPlays();
    isOnline = false;
    await plays.deliverPlay(play(1));
    await plays.deliverPlay(play(2));
    isOnline = true;
    answers.push('done', 'drop');
    plays = await freshPlays();
    const stop = plays.watchPendingPlays();
    await vi.waitFor(() => expect(postStream).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await plays.pendingPlays()).toEqual([]));
    stop();
  });

  it('keeps a play the network lost again, and the ones after it, for the next try', async () => {
    const plays = await freshPlays();
    isOnline = false;
    await plays.deliverPlay(play(1));
    await plays.deliverPlay(play(2));
    isOnline = true;
    answers.push('keep');
    await plays.flushPendingPlays();
    expect(postStream).toHaveBeenCalledOnce();
    expect((await plays.pendingPlays()).map((p) => p.play.music_id)).toEqual([1, 2]);
    // Next try: both go.
    await plays.flushPendingPlays();
    expect(await plays.pendingPlays()).toEqual([]);
    expect(postStream).toHaveBeenCalledTimes(3);
  });

  it("waits for a play's own listener: another account signed in on the phone does not send it", async () => {
    const plays = await freshPlays();
    isOnline = false;
    await plays.deliverPlay(play(1));
    isOnline = true;
    window.localStorage.setItem('access', accessToken(8));
    await plays.flushPendingPlays();
    expect(postStream).not.toHaveBeenCalled();
    window.localStorage.setItem('access', accessToken(7));
    await plays.flushPendingPlays();
    expect(postStream).toHaveBeenCalledExactlyOnceWith(play(1));
  });

  it('keeps nothing for a signed-out listener (streams count for signed-in listeners only)', async () => {
    const plays = await freshPlays();
    window.localStorage.removeItem('access');
    isOnline = false;
    await plays.deliverPlay(play(1));
    expect(await plays.pendingPlays()).toEqual([]);
  });

  it('writes played_at in ISO 8601 with the offset and a v4 client_play_id', async () => {
    const plays = await freshPlays();
    const made = plays.newPlay(3, 30.8, new Date('2026-05-02T13:03:22Z'));
    expect(made.listened_seconds).toBe(30);
    expect(made.played_at).toMatch(/^2026-05-02T\d{2}:03:22[+-]\d{2}:\d{2}$/);
    expect(new Date(made.played_at).toISOString()).toBe('2026-05-02T13:03:22.000Z');
    expect(made.client_play_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

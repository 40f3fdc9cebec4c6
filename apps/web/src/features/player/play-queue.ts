// Plays kept on the device until the server has them, in IndexedDB. Loaded only when a play must
// be kept or sent later; `lib/offline-marks.ts` tells the rest of the app whether any are waiting.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { readJwtUserId } from '../../lib/jwt.ts';
import { setPendingPlaysMark } from '../../lib/offline-marks.ts';
import { readToken } from '../../lib/tokens.ts';
import type { PlayDelivery, StreamPlay } from './api.ts';

/** A kept play, with whose it is (a shared phone: each play goes out with its own listener's session). */
export type PendingPlay = { play: StreamPlay; owner: string | null; queuedAt: number };

/** Plays older than this are dropped unsent: their listener has not signed in on this device for a month. */
export const PENDING_PLAY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

let database: UseStore | null = null;
/** The store, opened on first use (opening it is what creates the database). */
function plays(): UseStore {
  database ??= createStore('sanza-plays', 'plays');
  return database;
}

/** The signed-in listener as the plays record them: the access token's user id, or the provider session. */
function currentOwner(): string | null {
  const access = readToken('access');
  if (access) return readJwtUserId(access);
  return readToken('idp') ? 'idp' : null;
}

/** Keeps `play` for the signed-in listener. */
export async function keepPlay(play: StreamPlay, now = Date.now()): Promise<void> {
  const pending: PendingPlay = { play, owner: currentOwner(), queuedAt: now };
  await set(play.client_play_id, pending, plays());
  setPendingPlaysMark(true);
}

/** Every kept play, oldest first. */
export async function pendingPlays(): Promise<PendingPlay[]> {
  const all = await entries<string, PendingPlay>(plays());
  return all.map(([, pending]) => pending).sort((a, b) => a.queuedAt - b.queuedAt);
}

let flushing: Promise<void> | null = null;

/**
 * Offers the signed-in listener's kept plays to `send`, oldest first. Each leaves the device only once the
 * server has it (`done`) or refused it for good (`drop`); at the first `keep` (network gone again, session
 * expired) the rest wait for the next try. Other listeners' plays wait for them. One run at a time.
 */
export function sendPendingPlays(
  send: (play: StreamPlay) => Promise<PlayDelivery>,
  now = Date.now(),
): Promise<void> {
  flushing ??= (async () => {
    const owner = currentOwner();
    for (const pending of await pendingPlays()) {
      if (now - pending.queuedAt > PENDING_PLAY_MAX_AGE_MS) {
        await del(pending.play.client_play_id, plays());
        continue;
      }
      if (pending.owner !== owner) continue;
      if ((await send(pending.play)) === 'keep') break;
      await del(pending.play.client_play_id, plays());
    }
    setPendingPlaysMark((await pendingPlays()).length > 0);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

// The music pages a signed-in listener opened (song, album, artist, playlist, their playlists) open
// offline. Their answers carry the listener's token, which the service worker never keeps (its caches are shared
// by everyone who uses the phone): the app keeps them itself, per user, as it keeps e-tickets
// (docs/decisions/017, 020). This file is light; the IndexedDB code loads only when a copy is written or read.
import { ApiError } from './api-client.ts';
import { readJwtUserId } from './jwt.ts';
import { keepPageCodeOffline } from './keep-page-code.ts';
import type { KeptCopies } from './kept-copies.ts';
import { readToken } from './tokens.ts';

/**
 * The signed-in user as kept copies are filed: the access token's user id, else the identity-provider token's
 * subject (a provider-only session); null when signed out. Read from the stored tokens, so it is known offline.
 */
export function keptOwner(): string | null {
  const access = readToken('access');
  if (access) {
    const id = readJwtUserId(access);
    return id === null ? null : `user:${id}`;
  }
  const idp = readToken('idp');
  const subject = idp ? readJwtUserId(idp) : null;
  return subject === null ? null : `idp:${subject}`;
}

let pages: Promise<KeptCopies> | null = null;

/** The pages' copies, in their own database (apart from the e-tickets'). */
function keptPages(): Promise<KeptCopies> {
  pages ??= import('./kept-copies.ts').then(({ createKeptCopies }) => createKeptCopies('sanza-pages'));
  return pages;
}

/** The answers this page shows that came from the phone, not the server (the offline notice tells them apart). */
const readFromPhone = new WeakSet<object>();

/** Whether `value` is a kept copy read for want of network, rather than an answer from the server. */
export function isReadFromPhone(value: unknown): boolean {
  return typeof value === 'object' && value !== null && readFromPhone.has(value);
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Loads a music page's answer with `load` and keeps it on the phone as `name` for the signed-in listener (in the
 * background: the page never waits for it). When the request gets no answer at all (offline, server
 * unreachable), answers that listener's kept copy instead, if the page was opened before; an error answer (404,
 * 403) is never replaced. Signed out, it only loads: public answers are the service worker's.
 */
export async function loadOrKept<T>(name: string, load: () => Promise<T>): Promise<T> {
  const owner = keptOwner();
  if (owner === null) return load();
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await keptPages()
      .then((kept) => kept.read<T>(owner, name))
      .catch(() => null);
    // Signed out while the copy was read: it is no longer theirs to see.
    if (copy === null || keptOwner() !== owner) throw error;
    if (typeof copy.value === 'object' && copy.value !== null) readFromPhone.add(copy.value);
    return copy.value;
  }
  void keptPages()
    .then(async (kept) => {
      // Signed out, or another account signed in, while the answer travelled: not theirs to keep.
      if (keptOwner() !== owner) return;
      await kept.keep(owner, name, value);
      // The page opens offline even when its code arrived before the service worker took control.
      keepPageCodeOffline();
    })
    .catch((error: unknown) => console.error('Copie hors connexion non enregistrée', error));
  return value;
}

/** Removes every page kept on the phone, of every user (at sign-out). */
export async function forgetKeptPages(): Promise<void> {
  await (await keptPages()).forget();
}

// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The music pages a signed-in listener opened are kept on the phone for them, read when the network
// fails, never shown to another user, and removed at sign-out (docs/decisions/020).

/** base64url of a JWT part. */
const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token of user `userId` (the kept copies are filed under it). */
const tokenOf = (userId: number) =>
  `${part({ alg: 'HS256' })}.${part({ user_id: userId, exp: Date.now() / 1000 + 3600 })}.sig`;

/** The API client of the fresh modules (its error class is the one the kept pages know). */
let api: typeof import('./api-client.ts');

/** A request that got no answer (offline), as the API client throws it. */
const noAnswer = () => Promise.reject(new api.ApiError(0, null, 'Erreur de connexion au serveur'));

const song = { id: 7, title: 'Mbote na yo' };

/** Fresh modules and a fresh IndexedDB, as on a phone that never kept anything. */
async function freshPhone() {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  api = await import('./api-client.ts');
  const tokens = await import('./tokens.ts');
  const pages = await import('./kept-pages.ts');
  const signInAs = (userId: number | null) =>
    tokens.writeTokens({ access: userId === null ? null : tokenOf(userId), refresh: null, idp: null });
  return { ...pages, signInAs };
}

/** Loads `name` online and waits until the phone has kept it (written in the background). */
async function openOnline(pages: Awaited<ReturnType<typeof freshPhone>>, name: string, value: unknown) {
  await expect(pages.loadOrKept(name, async () => value)).resolves.toEqual(value);
  await vi.waitFor(async () => {
    await expect(pages.loadOrKept(name, noAnswer)).resolves.toEqual(value);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('music pages kept on the phone', () => {
  it('offline, a page the listener opened answers their kept copy, marked as read from the phone', async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    await openOnline(pages, 'song:7', song);

    const copy = await pages.loadOrKept('song:7', noAnswer);
    expect(copy).toEqual(song);
    expect(pages.isReadFromPhone(copy)).toBe(true);
    expect(pages.isReadFromPhone(song)).toBe(false);
  });

  it('offline, a page never opened fails with the network error (its load-failure message shows)', async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    await openOnline(pages, 'song:7', song);

    await expect(pages.loadOrKept('song:8', noAnswer)).rejects.toMatchObject({ status: 0 });
  });

  it("another user signed in on the same phone never reads the first one's pages", async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    await openOnline(pages, 'album:A1', { title: 'Rumba 1' });

    pages.signInAs(2);
    await expect(pages.loadOrKept('album:A1', noAnswer)).rejects.toMatchObject({ status: 0 });
    // Keeping a page for user 2 removes user 1's, so nothing of theirs stays on the phone.
    await openOnline(pages, 'artist:R1', { name: 'Koffi' });
    pages.signInAs(1);
    await expect(pages.loadOrKept('album:A1', noAnswer)).rejects.toMatchObject({ status: 0 });
  });

  it('after a sign-out nothing kept is left: signed in again offline, the page fails', async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    await openOnline(pages, 'playlist:P1', { name: 'Soirée' });

    pages.signInAs(null);
    await pages.forgetKeptPages();
    pages.signInAs(1);
    await expect(pages.loadOrKept('playlist:P1', noAnswer)).rejects.toMatchObject({ status: 0 });
  });

  it('a signed-out visitor only loads: nothing is kept, nothing is read (public answers are the worker’s)', async () => {
    const pages = await freshPhone();
    await expect(pages.loadOrKept('song:7', async () => song)).resolves.toEqual(song);
    pages.signInAs(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(pages.loadOrKept('song:7', noAnswer)).rejects.toMatchObject({ status: 0 });
  });

  it('an error answer (404) is never replaced by the kept copy', async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    await openOnline(pages, 'song:7', song);

    const gone = () => Promise.reject(new api.ApiError(404, { detail: 'Song not found' }, 'Song not found'));
    await expect(pages.loadOrKept('song:7', gone)).rejects.toMatchObject({ status: 404 });
  });

  it('an answer that arrives after its listener signed out is not kept', async () => {
    const pages = await freshPhone();
    pages.signInAs(1);
    let answer: (value: unknown) => void = () => {};
    const late = pages.loadOrKept('song:7', () => new Promise((resolve) => (answer = resolve)));
    pages.signInAs(null);
    answer(song);
    await late;
    await new Promise((resolve) => setTimeout(resolve, 50));

    pages.signInAs(1);
    await expect(pages.loadOrKept('song:7', noAnswer)).rejects.toMatchObject({ status: 0 });
  });
});

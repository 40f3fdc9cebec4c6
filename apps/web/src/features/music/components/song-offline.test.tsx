// @vitest-environment jsdom
import '../../../test/dom.ts';
import 'fake-indexeddb/auto';
import type { SongDetail } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeptCopies } from '../../../lib/kept-copies.ts';
import { forgetKeptPages } from '../../../lib/kept-pages.ts';
import { writeTokens } from '../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { OfflineBanner } from '../../offline/components/offline-banner.tsx';
import { reportServerReached } from '../../offline/store.ts';
import { SongDetail as SongDetailPage } from './song-detail.tsx';

// A song page a signed-in listener opened shows offline from the copy kept for them; one never opened
// shows the spec's load error, and so does the kept one for another user or after a sign-out.

const LOAD_ERROR = 'Failed to load music data. Please try again later.';

const song: SongDetail = {
  id: 1,
  reference_id: 'aaaaaaaaaaaa',
  title: 'Kin Électrique',
  artists: [{ id: 7, reference_id: 'bbbbbbbbbbbb', name: 'Kíngó Mwána' }],
  album: null,
  cover_image: null,
  file: '/media/songs/kin.mp3',
  duration: 55,
  duration_formatted: '0:55',
  genres: [],
  play_count: 3,
  likes: 2,
  publish_date: '2026-11-10',
  popularity: 10,
  is_explicit: false,
  is_liked: false,
  stats: { plays: 3, likes: 2, shares: 0 },
  audio_renditions: [],
};

/** An access token of user `userId` (the kept copies are filed under it). */
function tokenOf(userId: number): string {
  const [head, , signature] = makeAccessToken(3600).split('.');
  const claims = btoa(JSON.stringify({ user_id: userId, exp: Date.now() / 1000 + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `${head}.${claims}.${signature}`;
}

const signInAs = (userId: number) => writeTokens({ access: tokenOf(userId) });

/** A request that gets no answer: the phone is offline. */
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** Every request the song page makes, answered by `answer` (the song's own by `songAnswer`). */
function songRoutes(id: string, songAnswer: () => Promise<Response> | Response, answer = songAnswer) {
  return [
    { method: 'GET', path: `/api/streaming/musics/${id}/`, answer: songAnswer },
    { method: 'GET', path: `/api/streaming/musics/${id}/like-status/`, answer },
    { method: 'GET', path: '/api/accounts/artists/7/events/', answer },
  ];
}

const renderSong = (id: string) =>
  renderAt(
    <>
      <OfflineBanner />
      <SongDetailPage id={id} />
    </>,
    { path: '/musics/:id', url: `/musics/${id}` },
  );

/** Opens the song page online as the signed-in user, and waits until the phone keeps it for `owner`. */
async function openOnline(owner: string) {
  mockApi(
    songRoutes(
      'aaaaaaaaaaaa',
      () => jsonResponse(200, song),
      () => jsonResponse(200, { is_liked: false }),
    ).map((route) =>
      route.path.endsWith('/events/') ? { ...route, answer: () => jsonResponse(200, []) } : route,
    ),
  );
  const view = renderSong('aaaaaaaaaaaa');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kin Électrique' })).toBeInTheDocument();
  const copies = createKeptCopies('sanza-pages');
  await vi.waitFor(async () => expect(await copies.read(owner, 'song:aaaaaaaaaaaa')).not.toBeNull());
  view.unmount();
}

beforeEach(() => reportServerReached());
afterEach(async () => {
  await forgetKeptPages();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('song page kept on the phone', () => {
  it('offline, the song the listener opened shows from the phone, and the notice still says the server is out of reach', async () => {
    signInAs(1);
    await openOnline('user:1');

    mockApi(songRoutes('aaaaaaaaaaaa', offline));
    renderSong('aaaaaaaaaaaa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kin Électrique' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR)).not.toBeInTheDocument();
    // A copy from the phone is not an answer from the server: the notice stays.
    expect(await screen.findByRole('status')).toHaveTextContent('Connexion au serveur impossible.');
  });

  it('offline, a song never opened shows the spec’s load error', async () => {
    signInAs(1);
    await openOnline('user:1');

    mockApi(songRoutes('cccccccccccc', offline));
    renderSong('cccccccccccc');
    expect(await screen.findByText(LOAD_ERROR, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('another user signed in on the same phone gets the load error, not the first one’s copy', async () => {
    signInAs(1);
    await openOnline('user:1');

    signInAs(2);
    mockApi(songRoutes('aaaaaaaaaaaa', offline));
    renderSong('aaaaaaaaaaaa');
    expect(await screen.findByText(LOAD_ERROR, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kin Électrique' })).not.toBeInTheDocument();
  });

  it('after a sign-out the copy is gone: signed in again offline, the page shows the load error', async () => {
    signInAs(1);
    await openOnline('user:1');
    writeTokens({ access: null });
    await forgetKeptPages();

    signInAs(1);
    mockApi(songRoutes('aaaaaaaaaaaa', offline));
    renderSong('aaaaaaaaaaaa');
    expect(await screen.findByText(LOAD_ERROR, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

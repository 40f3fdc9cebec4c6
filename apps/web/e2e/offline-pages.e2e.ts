import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Playlist, Song } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';
import { keptKeys } from './offline-tickets-support.ts';

// The music pages a signed-in listener opened (song, album, artist, playlist, their playlists) open
// offline from copies kept on the phone for them (IndexedDB, never the service worker's shared cache); a song
// never opened shows the spec's load error; the offline notice never covers the page; a sign-out removes them.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const LOAD_ERROR = 'Failed to load music data. Please try again later.';

/** The keys of the pages kept on the phone (none while the app has not made its database). */
const keptPageKeys = (page: Page) => keptKeys(page, 'sanza-pages');

/** A GET or POST on the API as the signed-in user of `page` (their token from the page's storage). */
async function callAsListener<T>(page: Page, path: string, json?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, json }) => {
      const response = await fetch(`/api${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access')}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    },
    { path, json },
  ) as Promise<T>;
}

/** Fails when `notice` and `heading` overlap on screen: the notice must take its own space. */
async function expectNoOverlap(notice: Locator, heading: Locator) {
  const a = (await notice.boundingBox())!;
  const b = (await heading.boundingBox())!;
  expect(a, 'offline notice on screen').not.toBeNull();
  expect(b, 'heading on screen').not.toBeNull();
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `notice ${JSON.stringify(a)} over heading ${JSON.stringify(b)}`).toBe(false);
}

test('a signed-in listener’s opened music pages open offline, never-opened ones fail, and a sign-out removes them', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerAndSignIn(page, 'pageshl');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });

  // What the listener will open: a song on an album, its artist, and a private playlist of their own.
  const trending = await callAsListener<Song[]>(page, '/streaming/musics/trending/');
  const song = trending.find((candidate) => candidate.album !== null)!;
  const neverOpened = trending.find((candidate) => candidate.id !== song.id)!;
  expect(song, 'a trending song on an album').toBeDefined();
  const name = `Hors ligne ${Date.now().toString(36)}`;
  const playlist = await callAsListener<Playlist>(page, '/streaming/playlists/', {
    name,
    style: 'Rumba',
    is_public: false,
  });
  await callAsListener(page, `/streaming/playlists/${playlist.reference_id}/add-song/`, {
    content_id: song.id,
  });

  const pages = [
    { path: `/musics/${song.reference_id}`, heading: song.title, kept: `song:${song.reference_id}` },
    {
      path: `/album/${song.album!.reference_id}`,
      heading: song.album!.title,
      kept: `album:${song.album!.reference_id}`,
    },
    {
      path: `/artists/${song.artists[0]!.reference_id}`,
      heading: song.artists[0]!.name,
      kept: `artist:${song.artists[0]!.reference_id}`,
    },
    { path: `/playlist/${playlist.reference_id}`, heading: name, kept: `playlist:${playlist.reference_id}` },
    { path: '/playlist', heading: 'Mes playlists', kept: 'my-playlists' },
  ];
  for (const { path, heading, kept } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Kept in the background once shown (a listener reads a page longer than a test does).
    await expect
      .poll(async () => (await keptPageKeys(page)).map((key) => key.split('|')[1]), { timeout: 20_000 })
      .toContain(kept);
  }
  await expect(page.getByText(name).first()).toBeVisible();
  // Filed under this listener only, and nothing sent with their token went into the worker's shared cache.
  expect(new Set((await keptPageKeys(page)).map((key) => key.split('|')[0]))).toEqual(
    new Set([expect.stringMatching(/^user:\d+$/)]),
  );
  const sharedApi = await page.evaluate(async () =>
    (await caches.has('sanza-api'))
      ? (await (await caches.open('sanza-api')).keys()).map((request) => request.url)
      : [],
  );
  expect(sharedApi.filter((url) => url.includes(song.reference_id) || url.includes('playlists'))).toEqual([]);

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'hors ligne' });
  for (const { path, heading } of pages) {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
    await expectNoOverlap(notice, title);
  }
  // The playlist's own tracks, from the phone too.
  await page.goto(`/playlist/${playlist.reference_id}`);
  await expect(page.getByText(song.title).first()).toBeVisible();

  // The song page, offline, at 360 × 740: the notice pushes the page down; nothing is under it.
  await page.goto(`/musics/${song.reference_id}`);
  const songTitle = page.getByRole('heading', { level: 1, name: song.title });
  await expect(songTitle).toBeVisible();
  await expectNoOverlap(notice, songTitle);
  // At the top of the page, the notice starts below the sticky top bar (it scrolls away with the page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoOverlap(page.locator('header.sticky'), notice);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('offline-song-360.png') });
  // Scrolled, the notice goes with the page instead of staying over it under the sticky bar.
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await notice.boundingBox())?.y ?? 0).toBeLessThan(0);

  // A song never opened: the spec's load error.
  await page.goto(`/musics/${neverOpened.reference_id}`);
  await expect(page.getByText(LOAD_ERROR)).toBeVisible({ timeout: 15_000 });

  // On a wide screen too, the notice sits between the menu and the side panel, above the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/album/${song.album!.reference_id}`);
  const albumTitle = page.getByRole('heading', { level: 1, name: song.album!.title });
  await expect(albumTitle).toBeVisible();
  await expectNoOverlap(notice, albumTitle);
  await expectNoOverlap(page.getByRole('navigation', { name: 'Menu principal' }), notice);
  await page.setViewportSize({ width: 360, height: 740 });

  // Signed out (online): nothing of theirs is left on the phone; offline again, the pages are gone.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Deconnexion' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => keptPageKeys(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto(`/musics/${song.reference_id}`);
  await expect(page.getByText(LOAD_ERROR)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toHaveCount(0);
  await page.goto(`/album/${song.album!.reference_id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.album!.title })).toHaveCount(0);
});

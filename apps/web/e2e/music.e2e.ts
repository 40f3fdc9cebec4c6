import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import type { Album, Artist, Song } from '@sanza/contracts';
import { newAccount, registerAndSignIn, registerThroughUi, signInThroughUi } from './accounts-support.ts';

/** A GET on the API, checked and parsed. */
async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The first whole number in a locator's text (counts are grouped with no-break spaces). */
async function numberIn(locator: Locator, pattern: RegExp): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = pattern.exec(text);
  expect(match, `${pattern} in « ${text} »`).not.toBeNull();
  return Number(match![1]!.replace(/\D/g, ''));
}

const HOME_SECTIONS = [
  'Playlists à la une',
  'Albums populaires',
  'Playlists populaires',
  'Titres tendance',
  'Artistes populaires',
];

test.describe('music catalogue', () => {
  test('music home → album → song → like → artist → subscribe and unsubscribe', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [album] = await apiJson<Album[]>(request, '/streaming/albums/popular/');
    await registerAndSignIn(page, 'melomane', '/music');

    // The six sections of the music home.
    await expect(page.getByRole('heading', { level: 2, name: 'Sanza Premium' })).toBeVisible();
    for (const name of HOME_SECTIONS) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Titres tendance' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    const albums = page.getByRole('region', { name: 'Albums populaires' });
    await expect(albums.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/albums');

    // Album: title, play button to the player, a track table with popularity bars.
    await albums.getByRole('link', { name: album!.title, exact: true }).click();
    await expect(page).toHaveURL(`/album/${album!.reference_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album!.title);
    await expect(page.getByRole('link', { name: "Écouter l'album" })).toHaveAttribute(
      'href',
      `/player/album/${album!.reference_id}`,
    );
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(album!.number_of_songs + 1);
    await expect(
      rows
        .nth(1)
        .getByRole('img', { name: /^Popularité : \d+ %$/ })
        .first(),
    ).toBeAttached();

    // Song: like, the count follows the answer, and both survive a reload.
    const firstTrack = rows.nth(1).getByRole('link');
    const songTitle = (await firstTrack.textContent())!;
    await firstTrack.click();
    await expect(page).toHaveURL(/\/musics\/[0-9a-f]{12}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(songTitle);
    await expect(
      page.getByRole('region', { name: 'More from this Album' }).getByRole('listitem'),
    ).toHaveCount(album!.number_of_songs - 1);
    const like = page.getByRole('button', { name: "J'aime ce titre" });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = await numberIn(like, /(\d[\d\s]*)/);
    await like.click();
    const unlike = page.getByRole('button', { name: "Je n'aime plus ce titre" });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(unlike).toContainText(String(before + 1));
    await page.reload();
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(unlike).toContainText(String(before + 1));
    // The spec's authToken key holds the access token.
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(
      await page.evaluate(() => localStorage.getItem('access')),
    );

    // Artist: subscribe (toast, count + 1), then unsubscribe (toast, count back).
    await page.getByRole('main').getByRole('link', { name: album!.artist.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/artists/${album!.artist.reference_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album!.artist.name);
    const header = page.getByRole('main').locator('header').first();
    const subscribe = page.getByRole('button', { name: "S'abonner" });
    await expect(subscribe).toBeEnabled();
    const subscribers = await numberIn(header, /(\d[\d\s]*)\sabonnés?/);
    await subscribe.click();
    await expect(page.getByRole('status').filter({ hasText: 'Abonnement réussi' })).toBeVisible();
    await expect(header).toContainText(new RegExp(`${subscribers + 1}\\sabonnés?`));
    await page.getByRole('button', { name: 'Se désabonner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Abonnement annulé' })).toBeVisible();
    await expect(header).toContainText(new RegExp(`${subscribers}\\sabonnés?`));
    await expect(page.getByRole('button', { name: "S'abonner" })).toBeVisible();
  });

  test('a signed-out visitor who likes a song or subscribes is invited to sign in, then comes back', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const [song] = await apiJson<Song[]>(request, '/streaming/musics/trending/');
    const path = `/musics/${song!.reference_id}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(song!.title);
    await expect(page.getByRole('button', { name: "J'aime ce titre" })).toHaveCount(0);

    const artistPath = `/artists/${song!.artists[0]!.reference_id}`;
    await page.goto(artistPath);
    await expect(page.getByRole('link', { name: 'Connectez-vous pour vous abonner' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(artistPath)}`,
    );

    await page.goto(path);
    await page.getByRole('link', { name: 'Connectez-vous pour aimer ce titre' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    const account = newAccount('visiteur');
    await registerThroughUi(page, account);
    await signInThroughUi(page, account, `/login?next=${encodeURIComponent(path)}`);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: "J'aime ce titre" })).toBeVisible();
  });

  test('a demo song really loads and plays in the browser', async ({ page, request }) => {
    const [song] = await apiJson<Song[]>(request, '/streaming/musics/trending/');
    await page.goto('/music');
    const state = await page.evaluate(async (src) => {
      const audio = document.createElement('audio');
      audio.muted = true;
      audio.preload = 'auto';
      audio.src = src;
      document.body.append(audio);
      await audio.play();
      const start = audio.currentTime;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { start, now: audio.currentTime, duration: audio.duration, paused: audio.paused };
    }, song!.file);
    expect(state.paused).toBe(false);
    expect(state.now).toBeGreaterThan(state.start + 0.5);
    expect(state.duration).toBeGreaterThanOrEqual(45);
  });

  test('artists: names are searched after a pause, All / Premium filters, the list loads its next pages', async ({
    page,
    request,
  }) => {
    const all = await apiJson<{ count: number; results: Artist[] }>(
      request,
      '/accounts/artists/?page_size=100',
    );
    const premium = all.results.filter((artist) => artist.is_premiem);
    await page.goto('/artists');
    const names = page.getByRole('main').getByRole('heading', { level: 2 });
    // A page of 8 does not fill the screen: the next page comes by itself, up to every artist.
    await expect(names).toHaveCount(all.count);

    const target = all.results[0]!;
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/accounts/artists/')) requests.push(r.url());
    });
    await page
      .getByRole('searchbox', { name: 'Rechercher un artiste' })
      .pressSequentially(target.name, { delay: 20 });
    await expect(names).toHaveCount(1);
    await expect(names).toHaveText(target.name);
    // One search call for the whole name typed, not one per key.
    expect(requests.filter((url) => url.includes('search='))).toHaveLength(1);

    await page.getByRole('searchbox', { name: 'Rechercher un artiste' }).fill('');
    await page.getByRole('button', { name: 'Premium', exact: true }).click();
    await expect(page).toHaveURL('/artists?premium=true');
    await expect(names).toHaveCount(premium.length);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(names).toHaveCount(all.count);
  });

  test('albums: search and genre chips filter the sections', async ({ page, request }) => {
    const albums = await apiJson<Album[]>(request, '/streaming/albums/');
    const target = albums[0]!;
    await page.goto('/albums');
    for (const name of ['Featured Albums', 'New Releases', 'All Albums']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    const allAlbums = page.getByRole('region', { name: 'All Albums' }).getByRole('article');
    await expect(allAlbums).toHaveCount(albums.length);

    await page.getByRole('button', { name: target.genre!.name, exact: true }).click();
    await expect(allAlbums).toHaveCount(albums.filter((a) => a.genre?.name === target.genre!.name).length);
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Rechercher un album ou un artiste' }).fill('zzzz');
    await expect(page.getByText('Aucun album ne correspond à votre recherche.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un album ou un artiste' }).fill(target.title);
    await expect(allAlbums.first()).toContainText(target.title);
    await allAlbums.getByRole('link', { name: target.title, exact: true }).click();
    await expect(page).toHaveURL(`/album/${target.reference_id}`);
  });

  test('a home section that fails or times out shows its own message and retry; the others show', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    let isDown = true;
    await page.route('**/api/streaming/albums/popular/', (route) =>
      isDown ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    // The trending call hangs past the 5 s time-out.
    await page.route('**/api/streaming/musics/trending/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/music');
    const albums = page.getByRole('region', { name: 'Albums populaires' });
    await expect(albums.getByRole('alert')).toHaveText(/Impossible de charger les albums populaires\./, {
      timeout: 10_000,
    });
    await expect(
      page.getByRole('region', { name: 'Artistes populaires' }).getByRole('article'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Titres tendance' }).getByRole('alert')).toContainText(
      'Le serveur a mis trop de temps à répondre.',
      { timeout: 10_000 },
    );

    isDown = false;
    await albums.getByRole('button', { name: 'Réessayer' }).click();
    await expect(albums.getByRole('article')).not.toHaveCount(0);
    await expect(albums.getByRole('alert')).toHaveCount(0);
  });

  test('?popular=true opens the music home on its popular sections', async ({ page }) => {
    await page.goto('/music?popular=true');
    await expect(page.getByRole('heading', { level: 2, name: 'Albums populaires' })).toBeFocused();
  });

  test('unknown song and album show the spec texts', async ({ page }) => {
    await page.goto('/musics/999999');
    await expect(page.getByText('Song not found')).toBeVisible();
    await page.goto('/album/999999');
    await expect(page.getByText('Album not found')).toBeVisible();
  });
});

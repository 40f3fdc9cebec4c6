import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Album, Playlist, Song } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';
import { callApi, sideMenu } from './support.ts';

/** A demo album with at least two tracks, and its tracks, straight from the API. */
async function demoAlbum(request: APIRequestContext, skip = 0): Promise<{ album: Album; tracks: Song[] }> {
  const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
  const withTracks = albums.filter((album) => album.number_of_songs >= 2);
  const album = withTracks[skip % withTracks.length]!;
  const response = await request.get(`/api/streaming/albums/${album.reference_id}/tracks/`);
  expect(response.ok()).toBe(true);
  return { album, tracks: (await response.json()) as Song[] };
}

/** The bottom player bar, seen through its roles. */
function playerBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  return {
    bar,
    title: bar.getByTestId('player-title'),
    position: bar.getByTestId('player-position'),
    play: bar.getByRole('button', { name: 'Lecture', exact: true }),
    pause: bar.getByRole('button', { name: 'Pause', exact: true }),
    next: bar.getByRole('button', { name: 'Piste suivante' }),
    previous: bar.getByRole('button', { name: 'Piste précédente' }),
    mode: bar.getByRole('button', { name: /Changer le mode de répétition/ }),
    shuffle: bar.getByRole('button', { name: 'Lecture aléatoire' }),
  };
}

/** Seconds shown as the bar's elapsed time ('m:ss'). */
async function elapsedSeconds(page: Page): Promise<number> {
  const text = (await playerBar(page).position.textContent()) ?? '0:00';
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Waits until the elapsed time passes `seconds`. */
async function waitForElapsed(page: Page, seconds: number, timeout = 15_000): Promise<number> {
  let now = 0;
  await expect
    .poll(
      async () => {
        now = await elapsedSeconds(page);
        return now;
      },
      { timeout, message: `lecture au-delà de ${seconds} s` },
    )
    .toBeGreaterThan(seconds);
  return now;
}

/**
 * An address typed in brings no user gesture, so the browser may refuse the player page's start: the list
 * then waits, loaded and paused, and the big play button starts it.
 */
async function ensurePlaying(page: Page): Promise<void> {
  const bar = playerBar(page);
  await expect(bar.play.or(bar.pause)).toBeVisible();
  if (await bar.play.isVisible()) {
    await page.locator('main header').getByRole('button', { name: 'Tout lire' }).click();
  }
  await expect(bar.pause).toBeVisible();
}

test.describe('player', () => {
  test('an album keeps playing in the bar while the listener moves between pages', async ({
    page,
    request,
  }) => {
    const { album, tracks } = await demoAlbum(request);
    // The album page's play button leads to the player page, which starts the album.
    await page.goto(`/album/${album.reference_id}`);
    await expect(playerBar(page).bar).toBeHidden();
    await page.getByRole('link', { name: "Écouter l'album" }).click();
    await expect(page).toHaveURL(`/player/album/${album.reference_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows).toHaveCount(tracks.length + 1);
    const bar = playerBar(page);
    await expect(page.locator('main header').getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    await expect(bar.title).toHaveText(tracks[0]!.title);
    await expect(bar.pause).toBeVisible();
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    let elapsed = await waitForElapsed(page, 0);

    // Three other pages, through links (a full load would stop the audio): the same track goes on.
    const pages: [() => Promise<void>, string][] = [
      [() => page.getByRole('link', { name: 'Enchère en cours' }).click(), '/auctions'],
      [() => sideMenu(page).getByRole('link', { name: 'Événements' }).click(), '/events'],
      [() => sideMenu(page).getByRole('link', { name: 'Accueil' }).click(), '/'],
    ];
    for (const [follow, path] of pages) {
      await follow();
      await expect(page).toHaveURL(path);
      await expect(bar.title).toHaveText(tracks[0]!.title);
      await expect(bar.pause).toBeVisible();
      elapsed = await waitForElapsed(page, elapsed);
    }

    await bar.pause.click();
    await expect(bar.play).toBeVisible();
  });

  test('/player/trending/1 lists every song; next, previous, mode and shuffle work', async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get('/api/streaming/musics/?page=1&page_size=100')).json()) as {
      count: number;
      results: Song[];
    };
    const songs = catalogue.results;
    // The demo's 101 songs: one more than a plain list holds, so every page must be read.
    expect(catalogue.count).toBeGreaterThan(100);

    await page.goto('/');
    await page.getByRole('link', { name: 'Lecteur' }).click();
    await expect(page).toHaveURL('/player/trending/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les musiques');
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows).toHaveCount(catalogue.count + 1);
    // The top bar's play icon starts the list.
    await expect(playerBar(page).title).toHaveText(songs[0]!.title);

    // A click on the second row plays the list from there.
    await page.getByRole('button', { name: `Lire ${songs[1]!.title}`, exact: true }).click();
    const bar = playerBar(page);
    await expect(bar.title).toHaveText(songs[1]!.title);
    await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');

    await bar.next.click();
    await expect(bar.title).toHaveText(songs[2]!.title);
    await expect(rows.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(rows.nth(2)).not.toHaveAttribute('aria-current', 'true');

    // Within the first 3 s "previous" goes back a track…
    await bar.previous.click();
    await expect(bar.title).toHaveText(songs[1]!.title);
    // …after 3 s it restarts the track.
    await waitForElapsed(page, 4);
    await bar.previous.click();
    await expect(bar.title).toHaveText(songs[1]!.title);
    await expect.poll(() => elapsedSeconds(page)).toBeLessThan(3);

    await expect(bar.mode).toHaveAccessibleName(/Répétition désactivée/);
    await bar.mode.click();
    await expect(bar.mode).toHaveAccessibleName(/Répéter la liste/);
    await bar.mode.click();
    await expect(bar.mode).toHaveAccessibleName(/Répéter le titre/);
    await bar.mode.click();
    await expect(bar.mode).toHaveAccessibleName(/Répétition désactivée/);

    await expect(bar.shuffle).toHaveAttribute('aria-pressed', 'false');
    await bar.shuffle.click();
    await expect(bar.shuffle).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.title).toHaveText(songs[1]!.title);
    await bar.shuffle.click();
    await expect(bar.shuffle).toHaveAttribute('aria-pressed', 'false');

    // The mini header appears once the page header scrolls away.
    const mini = page.getByTestId('player-mini-header');
    await expect(mini).toHaveAttribute('data-visible', 'false');
    await rows.last().scrollIntoViewIfNeeded();
    await expect(mini).toHaveAttribute('data-visible', 'true');
  });

  test('a private playlist plays for its owner from /player/playlist/{id}', async ({ page, request }) => {
    const songs = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
    await registerAndSignIn(page, 'melomane');
    const playlist = await callApi<Playlist>(page, 'POST', '/api/streaming/playlists/', {
      name: 'Soirée rumba',
      style: 'Rumba',
      is_public: false,
    });
    for (const song of [songs[3]!, songs[0]!]) {
      await callApi(page, 'POST', `/api/streaming/playlists/${playlist.reference_id}/add-song/`, {
        content_id: song.id,
      });
    }

    await page.goto(`/player/playlist/${playlist.reference_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soirée rumba');
    await expect(page.getByRole('main').getByRole('row')).toHaveCount(3);
    const bar = playerBar(page);
    await expect(bar.title).toHaveText(songs[3]!.title);
    await ensurePlaying(page);
    await expect(bar.title).toHaveText(songs[3]!.title);
    await bar.next.click();
    await expect(bar.title).toHaveText(songs[0]!.title);
    // Normal mode: "next" on the last track stops, on that track.
    await bar.next.click();
    await expect(bar.play).toBeVisible();
    await expect(bar.title).toHaveText(songs[0]!.title);
  });

  test('the player reconnects by itself when the audio cannot be fetched', async ({ page, request }) => {
    const { album, tracks } = await demoAlbum(request);
    // The network drops: the first two fetches of the audio fail, then it comes back.
    let failures = 0;
    await page.route(/\/media\/.*\.mp3/, (route) => {
      if (failures < 2) {
        failures += 1;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    await page.goto(`/player/album/${album.reference_id}`);
    const bar = playerBar(page);
    await expect(bar.title).toHaveText(tracks[0]!.title);
    await expect(bar.bar.getByRole('status')).toHaveText('Reconnexion…');
    await expect(bar.bar.getByRole('status')).toHaveText(
      tracks[0]!.artists.map((artist) => artist.name).join(', '),
      {
        timeout: 10_000,
      },
    );
    await ensurePlaying(page);
    await waitForElapsed(page, 1);
    expect(failures).toBe(2);
  });

  test('an unknown album says so; the page offers to try again', async ({ page }) => {
    await page.goto('/player/album/ffffffffffff');
    await expect(page.getByRole('alert')).toContainText('Erreur lors du chargement des musiques');
  });

  test('30 s of playback by a signed-in listener count exactly one stream', async ({ page, request }) => {
    // Media time follows the audio clock, which Playwright's clock control does not drive (it fakes timers
    // and Date only): this one test listens for real, about 35 s.
    test.setTimeout(120_000);
    const { album, tracks } = await demoAlbum(request, 1);
    const song = tracks[0]!;
    const playCount = async () =>
      ((await (await request.get(`/api/streaming/musics/${song.id}/`)).json()) as Song).play_count;
    const before = await playCount();

    await registerAndSignIn(page, 'auditrice');

    await page.goto(`/player/album/${album.reference_id}`);
    const bar = playerBar(page);
    await expect(bar.title).toHaveText(song.title);
    await ensurePlaying(page);

    // Paused time does not count: 5 s of pause in the middle.
    await waitForElapsed(page, 10);
    await bar.pause.click();
    await page.waitForTimeout(5_000);
    expect(await playCount()).toBe(before);
    await bar.play.click();
    // A wall-clock counter would have counted by now (10 s + 5 s paused + 16 s).
    await waitForElapsed(page, 26, 30_000);
    expect(await playCount()).toBe(before);

    await waitForElapsed(page, 31, 15_000);
    await expect.poll(playCount, { timeout: 10_000 }).toBe(before + 1);
    // Listening on does not count the same listening again.
    await waitForElapsed(page, 36, 15_000);
    expect(await playCount()).toBe(before + 1);
  });
});

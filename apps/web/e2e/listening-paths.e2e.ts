import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Album, Song } from '@sanza/contracts';

// Playing: a song plays from wherever it is listed, and on a phone the bar opens a sheet with
// every control and the queue. All at 360×740.
test.use({ viewport: { width: 360, height: 740 } });

/** A demo album with at least three tracks, and its tracks, straight from the API. */
async function demoAlbum(request: APIRequestContext): Promise<{ album: Album; tracks: Song[] }> {
  const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
  const album = albums.find((a) => a.number_of_songs >= 3)!;
  const response = await request.get(`/api/streaming/albums/${album.reference_id}/tracks/`);
  expect(response.ok()).toBe(true);
  return { album, tracks: (await response.json()) as Song[] };
}

/** The bottom player bar and the now-playing sheet, seen through their roles. */
function player(page: Page) {
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  const sheet = page.getByRole('dialog', { name: 'En cours de lecture' });
  const queue = sheet.getByRole('region', { name: /File d'attente/ });
  return {
    bar,
    title: bar.getByTestId('player-title'),
    pause: bar.getByRole('button', { name: 'Pause', exact: true }),
    opener: bar.getByRole('button', { name: /^Ouvrir la lecture en cours/ }),
    sheet,
    queue,
    /** The queue's titles, in play order. */
    queueTitles: queue.getByTestId('queue-title'),
    shuffle: sheet.getByRole('button', { name: 'Lecture aléatoire' }),
    mode: sheet.getByRole('button', { name: /Changer le mode de répétition/ }),
  };
}

test.describe('listening paths', () => {
  test('a song page plays its own song, within its album; a row of the album plays from that row', async ({
    page,
    request,
  }) => {
    const { album, tracks } = await demoAlbum(request);
    const chosen = tracks[1]!;
    await page.goto(`/musics/${chosen.reference_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.title);
    await page.getByRole('button', { name: 'Écouter', exact: true }).click();
    const p = player(page);
    // The bar plays this song, not the album's first track.
    await expect(p.title).toHaveText(chosen.title);
    await expect(p.pause).toBeVisible();
    // The page's button now pauses it.
    await expect(page.getByRole('main').getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

    // Its album follows it in the queue.
    await p.opener.click();
    await expect(p.sheet).toBeVisible();
    await expect(p.queueTitles).toHaveText(tracks.map((track) => track.title));
    await expect(p.queue.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');
    await p.sheet.getByRole('button', { name: 'Fermer' }).click();
    await expect(p.sheet).toBeHidden();

    // On the album page, the third row's button plays the album from the third track.
    await page.goto(`/album/${album.reference_id}`);
    await page.getByRole('button', { name: `Lire ${tracks[2]!.title}`, exact: true }).click();
    await expect(p.title).toHaveText(tracks[2]!.title);
    await expect(page.getByRole('button', { name: `Mettre en pause ${tracks[2]!.title}` })).toBeVisible();
  });

  test('a song without an album plays from its page', async ({ page, request }) => {
    const songs = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
    const single = songs.find((song) => song.album === null);
    // The demo catalogue has singles (DEMO_SINGLES): a missing one is a failure, not a reason to skip.
    expect(single, 'a demo song without an album').toBeDefined();
    await page.goto(`/musics/${single!.reference_id}`);
    await page.getByRole('button', { name: 'Écouter', exact: true }).click();
    await expect(player(page).title).toHaveText(single!.title);
    await expect(player(page).pause).toBeVisible();
  });

  test('a search hit plays from its own button, the hits as the queue', async ({ page }) => {
    await page.goto('/search?q=makosa');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: 'Makossa Mbóa' })).toBeVisible();
    await panel.getByRole('button', { name: 'Lire Makossa Mbóa', exact: true }).click();
    const p = player(page);
    await expect(p.title).toHaveText('Makossa Mbóa');
    await expect(p.pause).toBeVisible();
    // Still on the search page: the button played, it did not follow the row's link.
    await expect(page).toHaveURL(/\/search\?/);
    const hitCount = await panel.getByRole('button', { name: /^(Lire|Mettre en pause) / }).count();
    await p.opener.click();
    await expect(p.queueTitles).toHaveCount(hitCount);
  });

  test('the now-playing sheet: shuffle, repeat, reorder and remove in the queue, Escape gives focus back', async ({
    page,
    request,
  }) => {
    const { album, tracks } = await demoAlbum(request);
    const titles = tracks.map((track) => track.title);
    await page.goto(`/album/${album.reference_id}`);
    await page.getByRole('button', { name: `Lire ${titles[0]}`, exact: true }).click();
    const p = player(page);
    await expect(p.title).toHaveText(titles[0]!);

    // A tap on the bar itself (not on a button) opens the sheet.
    const box = (await p.bar.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 3);
    await expect(p.sheet).toBeVisible();
    await expect(p.sheet).toHaveAttribute('aria-modal', 'true');
    await expect(p.sheet.getByTestId('sheet-title')).toHaveText(titles[0]!);
    await expect(p.queueTitles).toHaveText(titles);

    // Reorder: the last track moves up one place, then the second moves down one.
    const last = titles.length - 1;
    await p.sheet.getByRole('button', { name: `Monter ${titles[last]}` }).click();
    const moved = [...titles];
    [moved[last - 1], moved[last]] = [moved[last]!, moved[last - 1]!];
    await expect(p.queueTitles).toHaveText(moved);
    // The focus stays on the moved track's button, so it can be pressed again.
    await expect(p.sheet.getByRole('button', { name: `Monter ${titles[last]}` })).toBeFocused();
    await p.sheet.getByRole('button', { name: `Descendre ${moved[1]}` }).click();
    [moved[1], moved[2]] = [moved[2]!, moved[1]!];
    await expect(p.queueTitles).toHaveText(moved);

    // Remove the track that would come next; the one playing cannot be removed.
    await expect(
      p.sheet.getByRole('button', { name: `Retirer ${titles[0]} de la file d'attente` }),
    ).toHaveCount(0);
    await p.sheet.getByRole('button', { name: `Retirer ${moved[1]} de la file d'attente` }).click();
    const removed = moved.filter((_, index) => index !== 1);
    await expect(p.queueTitles).toHaveText(removed);
    // The focus moves to the track that took its place.
    await expect(
      p.sheet.getByRole('button', { name: `Retirer ${removed[1]} de la file d'attente` }),
    ).toBeFocused();
    await p.sheet.getByRole('button', { name: 'Piste suivante' }).click();
    await expect(p.title).toHaveText(removed[1]!);
    await expect(p.queue.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');

    // Shuffle and repeat, shown in the sheet on a phone.
    await expect(p.shuffle).toHaveAttribute('aria-pressed', 'false');
    await p.shuffle.click();
    await expect(p.shuffle).toHaveAttribute('aria-pressed', 'true');
    // Shuffled, the track playing comes first and the removed track stays out.
    await expect(p.queueTitles.first()).toHaveText(removed[1]!);
    await expect(p.queueTitles).toHaveCount(removed.length);
    await expect(p.mode).toHaveAttribute('data-mode', 'normal');
    await p.mode.click();
    await expect(p.mode).toHaveAttribute('data-mode', 'repeat-all');
    await expect(p.mode).toHaveAccessibleName(/Répéter la liste/);
    await p.mode.click();
    await expect(p.mode).toHaveAttribute('data-mode', 'repeat-one');
    await p.shuffle.click();
    await expect(p.shuffle).toHaveAttribute('aria-pressed', 'false');
    await expect(p.queueTitles).toHaveText(titles.filter((title) => title !== moved[1]));

    // The quality choice is there too.
    await expect(p.sheet.getByRole('group', { name: "Qualité d'écoute" })).toBeVisible();
    await p.sheet.getByRole('radio', { name: /^Éco/ }).check();
    await expect(p.sheet.getByRole('radio', { name: /^Éco/ })).toBeChecked();

    // Escape closes it and the focus goes back to the bar's track button; the bar keeps the modes.
    await page.keyboard.press('Escape');
    await expect(p.sheet).toBeHidden();
    await expect(p.opener).toBeFocused();
    await p.opener.click();
    await expect(p.mode).toHaveAttribute('data-mode', 'repeat-one');
    await expect(p.shuffle).toHaveAttribute('aria-pressed', 'false');

    // The title links to the song's page and closes the sheet.
    await p.sheet.getByTestId('sheet-title').getByRole('link').click();
    await expect(p.sheet).toBeHidden();
    await expect(page).toHaveURL(`/musics/${tracks.find((t) => t.title === removed[1])!.reference_id}`);
  });
});

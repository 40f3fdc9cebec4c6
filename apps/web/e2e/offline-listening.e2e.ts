import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Song } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';
import { playerAudio, watchAudioElements } from './audio-support.ts';
import { sideMenu } from './support.ts';

// A song downloaded from its page plays with the network cut (a blob URL: no service worker
// needed, so the page is never reloaded while offline), its play is kept on the device, sent once the
// network is back, and counted once even when sent twice.

test.use({ viewport: { width: 360, height: 740 } });

type Detail = Song & { audio_renditions?: { url: string }[] };

/** The plays kept on the device, as IndexedDB holds them (none while the app has not made its database). */
function pendingPlays(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ client_play_id: string; music_id: number }[]>((resolve, reject) => {
        const open = indexedDB.open('sanza-plays');
        // Not made yet: reading must not create it (an empty database would lack the app's store).
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve([]);
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('plays')) return resolve([]);
          const all = db.transaction('plays').objectStore('plays').getAll();
          all.onsuccess = () => resolve(all.result.map((entry: { play: never }) => entry.play));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function songDetail(request: APIRequestContext, id: number): Promise<Detail> {
  const response = await request.get(`/api/streaming/musics/${id}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Detail;
}

test('a song downloaded from its page plays offline, and its play counts once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const songs = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
  // The demo songs get their renditions from a job after the server starts, one source every few seconds in
  // the order of their ids: the first song is the first served. Wait for them when the server makes renditions
  // at all; a server without them plays (and downloads) the original file.
  const song = songs.filter((s) => s.duration >= 45).sort((a, b) => a.id - b.id)[0] ?? songs[0]!;
  const hasRenditions = 'audio_renditions' in (await songDetail(request, song.id));
  if (hasRenditions) {
    await expect
      .poll(async () => (await songDetail(request, song.id)).audio_renditions?.length ?? 0, {
        timeout: 90_000,
      })
      .toBeGreaterThan(0);
  }
  const before = (await songDetail(request, song.id)).play_count;

  await watchAudioElements(page);
  await registerAndSignIn(page, 'hors_ligne');
  // The listener chose Éco earlier on this phone (the setting is remembered on the device).
  await page.evaluate(() => localStorage.setItem('sanza.audio-quality', 'eco'));

  // The song page tells the cost and downloads.
  await page.goto(`/musics/${song.reference_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(song.title);
  await expect(page.getByTestId('listening-cost')).toHaveText(/^Écoute : \d+,\d\u00a0Mo en Éco$/);
  await page.getByRole('button', { name: /^Télécharger · / }).click();
  await expect(page.getByText('Téléchargé ✓')).toBeVisible({ timeout: 30_000 });

  // /downloads lists it, reached through the menu (the page stays loaded from here on).
  await page.getByRole('button', { name: 'Menu' }).click();
  await sideMenu(page).getByRole('link', { name: 'Téléchargements' }).click();
  await expect(page).toHaveURL('/downloads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Téléchargements');
  const list = page.getByRole('list', { name: 'Téléchargements' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(song.title);
  // Éco in Opus, which Chromium plays (the original file on a server without renditions).
  await expect(list).toContainText(hasRenditions ? ' · Éco' : 'Fichier d’origine');
  await expect(page.getByTestId('downloads-space')).toHaveText(/^1 titre · Espace utilisé : \d+,\d\u00a0Mo$/);

  // The page fetched what playing needs (the bar's code, the code that keeps plays): the network can go.
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const names = performance.getEntriesByType('resource').map((entry) => entry.name);
        return ['/player-bar-', '/play-queue-'].every((chunk) => names.some((name) => name.includes(chunk)));
      }),
    )
    .toBe(true);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // Offline: the download plays from a blob URL, and seeking takes.
  const audio = playerAudio(page);
  await list.getByRole('button', { name: `Écouter ${song.title}` }).click();
  await expect(bar.getByTestId('player-title')).toHaveText(song.title);
  await expect.poll(async () => (await audio.read())?.src ?? '').toMatch(/^blob:/);
  const stored = await page.evaluate(async () =>
    (await (await caches.open('sanza-downloads-v1')).keys()).map((request) => request.url),
  );
  expect(stored).toEqual([expect.stringMatching(hasRenditions ? /\.webm$/ : /\.mp3$/)]);
  await expect.poll(async () => (await audio.read())?.currentTime ?? 0).toBeGreaterThan(0.5);
  expect((await audio.read())?.paused).toBe(false);
  await audio.set({ currentTime: 15 });
  await expect.poll(async () => (await audio.read())?.currentTime ?? 0).toBeGreaterThanOrEqual(15);
  expect((await audio.read())?.currentTime).toBeLessThan(25);

  // 30 s heard, four times faster than real time (media time is what the counter hears), from the start.
  await audio.set({ currentTime: 0, playbackRate: 4 });
  await expect.poll(() => pendingPlays(page), { timeout: 30_000 }).toHaveLength(1);
  const [kept] = await pendingPlays(page);
  expect(kept?.music_id).toBe(song.id);
  expect((await songDetail(request, song.id)).play_count).toBe(before);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();

  // Back online: the kept play goes out by itself, once, and counts once.
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/streaming/streams/') && response.request().method() === 'POST',
  );
  await context.setOffline(false);
  const response = await sent;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as { client_play_id: string; listened_seconds: number };
  expect(body.client_play_id).toBe(kept?.client_play_id);
  expect(body.listened_seconds).toBeGreaterThanOrEqual(30);
  await expect.poll(() => pendingPlays(page)).toHaveLength(0);
  expect((await songDetail(request, song.id)).play_count).toBe(before + 1);

  // The same play sent again (an answer lost on the way back) is not counted again.
  const again = await page.evaluate(async (play) => {
    const answer = await fetch('/api/streaming/streams/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('access')}`,
      },
      body: JSON.stringify(play),
    });
    return answer.status;
  }, response.request().postDataJSON());
  expect(again).toBe(200);
  expect((await songDetail(request, song.id)).play_count).toBe(before + 1);
});

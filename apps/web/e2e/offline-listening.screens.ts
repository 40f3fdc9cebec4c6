import { expect, test } from '@playwright/test';
import type { Album, Song } from '@sanza/contracts';
import { OUT_DIR, SIZES, shoot } from './screens-support.ts';

// Screenshots of data-light listening: the cost and « Télécharger » on a song and an album, the
// downloads page, and the quality choice of the player. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs offline-listening.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('song cost and download, downloads page, quality choice @screens', async ({ page, request }) => {
      test.setTimeout(150_000);
      const songs = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
      const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
      // The first demo song gets its renditions first (a job after the server starts): their sizes show.
      const song = songs.filter((s) => s.album).sort((a, b) => a.id - b.id)[0] ?? songs[0]!;
      await expect
        .poll(
          async () =>
            (
              (await (await request.get(`/api/streaming/musics/${song.id}/`)).json()) as {
                audio_renditions?: unknown[];
              }
            ).audio_renditions?.length ?? 1,
          { timeout: 90_000 },
        )
        .toBeGreaterThan(0);
      const album = albums.find((a) => a.number_of_songs >= 3) ?? albums[0]!;

      await page.goto(`/musics/${song.reference_id}`);
      await expect(page.getByTestId('listening-cost')).toBeVisible();
      await shoot(page, `song-download-${size.suffix}`, { waitForImages: true, waitForPulses: true });
      await page.getByRole('button', { name: /^Télécharger · / }).click();
      await expect(page.getByText('Téléchargé ✓')).toBeVisible({ timeout: 30_000 });
      await shoot(page, `song-downloaded-${size.suffix}`, { waitForImages: true, waitForPulses: true });

      await page.goto(`/album/${album.reference_id}`);
      await expect(page.getByTestId('listening-cost')).toBeVisible();
      await shoot(page, `album-download-${size.suffix}`, { waitForImages: true, waitForPulses: true });

      await page.goto('/downloads');
      await expect(page.getByTestId('downloads-space')).toBeVisible();
      await shoot(page, `downloads-${size.suffix}`, { waitForImages: true });

      const bar = page.getByRole('region', { name: 'Lecteur audio' });
      await page.getByRole('button', { name: 'Tout écouter' }).click();
      await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await bar.getByRole('button', { name: 'Pause', exact: true }).click();
      await bar.getByRole('button', { name: /^Qualité d'écoute/ }).click();
      await expect(page.getByRole('dialog', { name: "Qualité d'écoute" })).toBeVisible();
      await page.screenshot({ path: `${OUT_DIR}player-quality-${size.suffix}.png` });
    });
  });
}

import { expect, test } from '@playwright/test';
import type { Album, Song } from '@sanza/contracts';
import { OUT_DIR, SIZES, shoot } from './screens-support.ts';

// Screenshots of the listening paths: the song page with its play button, and the now-playing sheet.
// Not a check: only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs listening-paths.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('song page playing, and the now-playing sheet @screens', async ({ page, request }) => {
      const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
      const album = albums.find((a) => a.number_of_songs >= 4) ?? albums[0]!;
      const tracks = (await (
        await request.get(`/api/streaming/albums/${album.reference_id}/tracks/`)
      ).json()) as Song[];
      const song = tracks[1]!;

      await page.goto(`/musics/${song.reference_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(song.title);
      await expect(page.getByRole('heading', { name: 'More from this Album' })).toBeVisible();
      await shoot(page, `song-play-${size.suffix}`, {
        full: 'phone',
        waitForImages: 'eager',
        waitForPulses: true,
      });

      await page.getByRole('button', { name: 'Écouter', exact: true }).click();
      const bar = page.getByRole('region', { name: 'Lecteur audio' });
      await expect(bar.getByTestId('player-title')).toHaveText(song.title);
      await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await shoot(page, `song-playing-${size.suffix}`, { waitForImages: true });

      await bar.getByRole('button', { name: /^Ouvrir la lecture en cours/ }).click();
      const sheet = page.getByRole('dialog', { name: 'En cours de lecture' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: 'Lecture aléatoire' }).click();
      await sheet.getByRole('button', { name: /Changer le mode de répétition/ }).click();
      await expect(sheet.getByTestId('queue-title')).toHaveCount(tracks.length);
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true);
      await page.screenshot({ path: `${OUT_DIR}now-playing-sheet-${size.suffix}.png` });
      // The sheet scrolled to its queue and quality choice.
      await sheet.getByRole('region', { name: /File d'attente/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT_DIR}now-playing-queue-${size.suffix}.png` });
      await sheet.getByRole('group', { name: "Qualité d'écoute" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT_DIR}now-playing-quality-${size.suffix}.png` });

      // The album's rows, each with its own play button (opened by address: a fresh page, nothing plays).
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await page.goto(`/album/${album.reference_id}`);
      await expect(page.getByRole('button', { name: `Lire ${tracks[0]!.title}`, exact: true })).toBeVisible();
      await shoot(page, `album-rows-play-${size.suffix}`, { full: 'phone', waitForImages: 'eager' });
    });
  });
}

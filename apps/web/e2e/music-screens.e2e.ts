import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import type { Album, Song } from '@sanza/contracts';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

// Screenshots of the music pages for review and the docs. Not a check: only taken on request,
// `SANZA_SHOTS=1 node scripts/run-e2e.mjs music-screens.e2e.ts`.
test.skip(process.env.SANZA_SHOTS !== '1', 'screenshots are taken on request (SANZA_SHOTS=1)');

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

/** The visible page and the whole page, once every picture has arrived and nothing pulses. */
async function shoot(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  // Lazy pictures below the fold are loaded for the full-page shot.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  // No horizontal scroll on any width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT_DIR}${name}.png` });
  await page.screenshot({ path: `${OUT_DIR}${name}-full.png`, fullPage: true });
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('music pages @screens', async ({ page, request }) => {
      const [album] = (await (await request.get('/api/streaming/albums/popular/')).json()) as Album[];
      const [song] = (await (await request.get('/api/streaming/musics/trending/')).json()) as Song[];

      await page.goto('/music');
      await shoot(page, `music-home-${size.suffix}`);

      await page.goto('/albums');
      await shoot(page, `music-albums-${size.suffix}`);

      await page.goto(`/album/${album!.reference_id}`);
      await expect(page.getByRole('table')).toBeVisible();
      await shoot(page, `music-album-${size.suffix}`);

      await page.goto('/artists');
      await shoot(page, `music-artists-${size.suffix}`);

      // Signed in: the like is pressed and the artist followed, with its toast.
      const account = newAccount('ecoute');
      await registerThroughUi(page, account);
      await signInThroughUi(page, account, `/login?next=/musics/${song!.reference_id}`);
      await expect(page).toHaveURL(`/musics/${song!.reference_id}`);
      await page.getByRole('button', { name: "J'aime ce titre" }).click();
      await expect(page.getByRole('button', { name: "Je n'aime plus ce titre" })).toBeVisible();
      await shoot(page, `music-song-${size.suffix}`);

      await page.goto(`/artists/${album!.artist.reference_id}`);
      await page.getByRole('button', { name: "S'abonner" }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Abonnement réussi' })).toBeVisible();
      // The toast slides in: wait for its animation to end.
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT_DIR}music-artist-toast-${size.suffix}.png` });
      await expect(page.getByRole('status').filter({ hasText: 'Abonnement réussi' })).toHaveCount(0, {
        timeout: 6_000,
      });
      await shoot(page, `music-artist-${size.suffix}`);
    });
  });
}

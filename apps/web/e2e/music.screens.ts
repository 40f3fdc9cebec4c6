import { expect, test } from '@playwright/test';
import type { Album, Song } from '@sanza/contracts';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';
import { OUT_DIR, SETTLED, SIZES, shoot } from './screens-support.ts';

// Screenshots of the music pages for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs music.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('music pages @screens', async ({ page, request }) => {
      const [album] = (await (await request.get('/api/streaming/albums/popular/')).json()) as Album[];
      const [song] = (await (await request.get('/api/streaming/musics/trending/')).json()) as Song[];

      await page.goto('/music');
      await shoot(page, `music-home-${size.suffix}`, SETTLED);

      await page.goto('/albums');
      await shoot(page, `music-albums-${size.suffix}`, SETTLED);

      await page.goto(`/album/${album!.reference_id}`);
      await expect(page.getByRole('table')).toBeVisible();
      await shoot(page, `music-album-${size.suffix}`, SETTLED);

      await page.goto('/artists');
      await shoot(page, `music-artists-${size.suffix}`, SETTLED);

      // Signed in: the like is pressed and the artist followed, with its toast.
      const account = newAccount('ecoute');
      await registerThroughUi(page, account);
      await signInThroughUi(page, account, `/login?next=/musics/${song!.reference_id}`);
      await expect(page).toHaveURL(`/musics/${song!.reference_id}`);
      await page.getByRole('button', { name: "J'aime ce titre" }).click();
      await expect(page.getByRole('button', { name: "Je n'aime plus ce titre" })).toBeVisible();
      await shoot(page, `music-song-${size.suffix}`, SETTLED);

      await page.goto(`/artists/${album!.artist.reference_id}`);
      await page.getByRole('button', { name: "S'abonner" }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Abonnement réussi' })).toBeVisible();
      // The toast slides in: wait for its animation to end.
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT_DIR}music-artist-toast-${size.suffix}.png` });
      await expect(page.getByRole('status').filter({ hasText: 'Abonnement réussi' })).toHaveCount(0, {
        timeout: 6_000,
      });
      await shoot(page, `music-artist-${size.suffix}`, SETTLED);
    });
  });
}

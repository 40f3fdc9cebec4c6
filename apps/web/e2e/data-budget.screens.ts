import { expect, test } from '@playwright/test';
import type { Song } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';
import { OUT_DIR, SIZES, shoot } from './screens-support.ts';

// Screenshots of « Mon forfait »: the profile section and the player's meter with a 500 Mo plan
// 82 % used. Not a check: only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs data-budget.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Mon forfait in the profile and the player @screens', async ({ page, request }) => {
      test.setTimeout(120_000);
      const songs = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
      await registerAndSignIn(page, `forfait_${size.suffix}`);
      await page.evaluate(() => {
        const now = new Date();
        const period = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
        const settings = { isEnabled: true, megabytes: 500, renewalDay: 1, downloads: 'wifi' };
        localStorage.setItem('sanza.data-budget', JSON.stringify(settings));
        const byKind = { audio: 371_000_000, images: 24_000_000, pages: 17_000_000 };
        localStorage.setItem('sanza.data-usage', JSON.stringify({ period, bytes: 412_000_000, byKind }));
      });

      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Mon forfait' });
      await expect(section.getByTestId('budget-warning')).toBeVisible({ timeout: 15_000 });
      await shoot(page, `budget-profile-${size.suffix}`, { networkIdle: true });
      await section.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 72));
      await page.screenshot({ path: `${OUT_DIR}budget-profile-section-${size.suffix}.png` });

      const song = songs.sort((a, b) => a.id - b.id)[0]!;
      await page.goto(`/musics/${song.reference_id}`);
      const bar = page.getByRole('region', { name: 'Lecteur audio' });
      await page.getByRole('button', { name: 'Écouter', exact: true }).click();
      await expect(bar.getByTestId('player-budget').filter({ visible: true })).toBeVisible();
      await bar.getByRole('button', { name: 'Pause', exact: true }).click();
      await page.screenshot({ path: `${OUT_DIR}budget-player-${size.suffix}.png` });
      await bar.getByRole('button', { name: /^Ouvrir la lecture en cours/ }).click();
      const panel = page.getByTestId('sheet-budget');
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT_DIR}budget-sheet-${size.suffix}.png` });
    });
  });
}

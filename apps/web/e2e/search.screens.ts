import { expect, test } from '@playwright/test';
import { SETTLED, SIZES, shoot } from './screens-support.ts';

// Screenshots of the search page for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs search.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('search page @screens', async ({ page }) => {
      await page.goto('/search');
      await shoot(page, `search-empty-${size.suffix}`, SETTLED);

      await page.goto('/search?q=ya');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-songs-${size.suffix}`, SETTLED);

      await page.goto('/search?q=congo+cameroun&type=artists&page=2');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-artists-${size.suffix}`, SETTLED);

      await page.goto('/search?q=festival&type=events');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-events-${size.suffix}`, SETTLED);

      await page.goto('/search?q=festival&type=auctions');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-auctions-${size.suffix}`, SETTLED);

      await page.goto('/search?q=zzzzqx&type=albums');
      await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
      await shoot(page, `search-none-${size.suffix}`, SETTLED);
    });
  });
}

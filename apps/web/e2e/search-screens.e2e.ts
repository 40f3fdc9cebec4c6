import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

// Screenshots of the search page for review and the docs. Not a check: only taken on request,
// `SANZA_SHOTS=1 node scripts/run-e2e.mjs search-screens.e2e.ts`.
test.skip(process.env.SANZA_SHOTS !== '1', 'screenshots are taken on request (SANZA_SHOTS=1)');

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

/** The visible page, once every picture has arrived and nothing pulses, with no horizontal scroll. */
async function shoot(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
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

    test('search page @screens', async ({ page }) => {
      await page.goto('/search');
      await shoot(page, `search-empty-${size.suffix}`);

      await page.goto('/search?q=ya');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-songs-${size.suffix}`);

      await page.goto('/search?q=congo+cameroun&type=artists&page=2');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-artists-${size.suffix}`);

      await page.goto('/search?q=festival&type=events');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-events-${size.suffix}`);

      await page.goto('/search?q=festival&type=auctions');
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await shoot(page, `search-auctions-${size.suffix}`);

      await page.goto('/search?q=zzzzqx&type=albums');
      await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
      await shoot(page, `search-none-${size.suffix}`);
    });
  });
}

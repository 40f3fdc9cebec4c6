import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import type { Auction } from '@sanza/contracts';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

// Screenshots of the auction pages for review and the docs. Not a check: only taken on request,
// `SANZA_SHOTS=1 npx playwright test -c apps/web/playwright.config.ts e2e/auctions-screens.e2e.ts`.
test.skip(process.env.SANZA_SHOTS !== '1', 'screenshots are taken on request (SANZA_SHOTS=1)');

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

/**
 * The visible page and the whole page. Not `networkidle`: the auction page keeps its live stream open.
 * Images are waited for instead.
 */
async function shoot(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
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

    test('auction pages @screens', async ({ page, request }) => {
      const auctions = (await (
        await request.get('/api/tickets/auctions/?is_active=true')
      ).json()) as Auction[];
      const auction = auctions[0]!;

      await page.goto('/auctions');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(auctions.length);
      await shoot(page, `auctions-${size.suffix}`);

      await page.goto(`/auctions/${auction.id}`);
      await expect(page.getByRole('button', { name: 'Connectez-vous pour enchérir' })).toBeVisible();
      await shoot(page, `auction-visitor-${size.suffix}`);

      // Two bids by two accounts, the second through the form: the history and the success message show.
      const first = newAccount('mireille');
      await registerThroughUi(page, first);
      await signInThroughUi(page, first, '');
      await expect(page).toHaveURL('/');
      await page.goto(`/auctions/${auction.id}`);
      await page.getByRole('button', { name: 'Enchérir', exact: true }).click();
      await expect(page.getByText('Enchère placée avec succès !')).toBeVisible();
      await page.evaluate(() => localStorage.clear());

      const second = newAccount('kofi');
      await registerThroughUi(page, second);
      await signInThroughUi(page, second, `/login?next=/auctions/${auction.id}`);
      await expect(page).toHaveURL(`/auctions/${auction.id}`);
      const amount = page.getByLabel('Votre enchère (XAF)');
      await amount.fill(String(Number(await amount.inputValue()) + 2499));
      await page.getByRole('button', { name: 'Enchérir', exact: true }).click();
      await expect(page.getByText('Enchère placée avec succès !')).toBeVisible();
      await shoot(page, `auction-${size.suffix}`);
    });
  });
}

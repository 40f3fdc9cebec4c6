import { expect, test } from '@playwright/test';
import type { Auction } from '@sanza/contracts';
import { newAccount, registerAndSignIn, registerThroughUi, signInThroughUi } from './accounts-support.ts';
import { type ShootOptions, SIZES, shoot } from './screens-support.ts';

// Screenshots of the auction pages for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs auctions.screens.ts`.

/** Not `networkidle`: the auction page keeps its live stream open. Images are waited for instead. */
const SHOT: ShootOptions = { full: 'always', networkIdle: false, waitForImages: true };

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
      await shoot(page, `auctions-${size.suffix}`, SHOT);

      await page.goto(`/auctions/${auction.id}`);
      await expect(page.getByRole('button', { name: 'Connectez-vous pour enchérir' })).toBeVisible();
      await shoot(page, `auction-visitor-${size.suffix}`, SHOT);

      // Two bids by two accounts, the second through the form: the history and the success message show.
      await registerAndSignIn(page, 'mireille');
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
      await shoot(page, `auction-${size.suffix}`, SHOT);
    });
  });
}

import { expect, test } from '@playwright/test';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { type ShootOptions, SIZES, shoot } from './screens-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';

// Screenshots of the studio's front page for each kind of account, for review and the docs. Not a check:
// only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs studio.screens.ts`.

/** The network did not rest on a phone after signing in here; the awaited headings say the page is ready. */
const CALM: ShootOptions = { networkIdle: false };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('studio front page: organizer, staff, listener @screens', async ({ page }) => {
      await signInThroughUi(page, ORGANIZER_ACCOUNT, '/login?next=/studio');
      await expect(page.getByRole('heading', { name: 'Organisateur' })).toBeVisible();
      await shoot(page, `studio-organizer-${size.suffix}`, CALM);
      if (size.width < 640) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('link', { name: 'Studio', exact: true }).first()).toBeVisible();
        await shoot(page, `studio-menu-${size.suffix}`, CALM);
      }

      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInThroughUi(page, STAFF_ACCOUNT, '/login?next=/studio');
      await expect(page.getByRole('heading', { name: 'Équipe Sanza' })).toBeVisible();
      await shoot(page, `studio-staff-${size.suffix}`, CALM);

      await page.evaluate(() => localStorage.clear());
      await registerAndSignIn(page, 'auditeur', '/studio');
      await expect(
        page.getByRole('heading', { name: 'Le studio est réservé aux organisateurs et aux artistes' }),
      ).toBeVisible();
      await shoot(page, `studio-listener-${size.suffix}`, CALM);
    });
  });
}

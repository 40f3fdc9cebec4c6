import { expect, test } from '@playwright/test';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { type ShootOptions, SIZES, shoot } from './screens-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';

// Screenshots of paying on the phone and its staff views. Not a check: taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs pay-on-phone.screens.ts`.

const VISIBLE: ShootOptions = { checkSideScroll: false };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 180_000 });

    test('pay on the phone, and the staff views @screens', async ({ page, browser }) => {
      await registerAndSignIn(page, 'tel');
      await page.goto('/events?q=afrobeat');
      await page.getByRole('link', { name: 'Réserver : Afrobeat Sunset' }).click();
      await page.getByRole('button', { name: /^Standard/ }).click();
      await page.getByRole('button', { name: 'Réserver', exact: true }).click();
      await expect(page).toHaveURL(/\/reservations\/[^/]+$/);
      await page.getByRole('link', { name: 'Payer maintenant' }).click();
      await shoot(page, `phone-1-offer-${size.suffix}`, VISIBLE);
      await page.getByRole('link', { name: 'Payer sur mon téléphone' }).click();
      await page.getByRole('radio', { name: 'Airtel Money' }).check();
      await page.getByLabel('Numéro de téléphone').fill('06 123 45 67');
      await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
      await shoot(page, `phone-2-form-error-${size.suffix}`, VISIBLE);
      await page.getByLabel('Numéro de téléphone').fill('05 123 45 67');
      await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
      await expect(page.getByTestId('rtp-waiting')).toBeVisible();
      await shoot(page, `phone-3-waiting-${size.suffix}`, VISIBLE);
      await expect(page.getByTestId('rtp-failed')).toBeVisible({ timeout: 15_000 });
      await shoot(page, `phone-4-refused-${size.suffix}`, VISIBLE);
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await page.getByLabel('Numéro de téléphone').fill('05 123 45 62');
      await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
      await expect(page.getByTestId('rtp-succeeded')).toBeVisible({ timeout: 15_000 });
      await shoot(page, `phone-5-paid-${size.suffix}`, VISIBLE);

      const staff = await (await browser.newContext({ viewport: size })).newPage();
      await signInThroughUi(staff, STAFF_ACCOUNT);
      await staff.goto('/studio/payments?vue=demandes');
      await expect(staff.getByRole('heading', { level: 1, name: 'Demandes sur téléphone' })).toBeVisible();
      await shoot(staff, `phone-6-staff-requests-${size.suffix}`, VISIBLE);
      await staff.goto('/studio/payments?vue=remboursements');
      await expect(staff.getByRole('heading', { level: 1, name: 'Remboursements' })).toBeVisible();
      await shoot(staff, `phone-7-staff-refunds-${size.suffix}`, VISIBLE);
    });
  });
}

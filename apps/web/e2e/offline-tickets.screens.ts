import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './accounts-support.ts';
import { reserveAndOpenCheckout } from './checkout-support.ts';
import { KEPT_NOTICE, payOnPhone, waitUntilKept } from './offline-tickets-support.ts';
import { OUT_DIR, SIZES, shoot } from './screens-support.ts';

// Screenshots of paid tickets shown without a network: the reservation page and the list as the
// phone kept them, and a ticket saved as a picture. Not a check: taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs offline-tickets.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ serviceWorkers: 'allow', viewport: { width: size.width, height: size.height } });

    test('kept tickets offline, and a ticket saved as a picture @screens', async ({ page, context }) => {
      test.setTimeout(180_000);
      await registerAndSignIn(page, 'billets');
      const serialId = await reserveAndOpenCheckout(page);
      await payOnPhone(page);
      await page.getByRole('link', { name: 'Voir ma réservation' }).click();
      await expect(page).toHaveURL(`/reservations/${serialId}`);
      await waitUntilKept(page, serialId);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: KEPT_NOTICE })).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code du billet/ })).toBeVisible();
      await shoot(page, `offline-tickets-1-reservation-${size.suffix}`, {
        full: 'phone',
        waitForImages: true,
      });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Enregistrer l’image du billet/ }).click();
      await (await download).saveAs(`${OUT_DIR}offline-tickets-2-saved-image-${size.suffix}.png`);

      await page.goto('/reservations');
      await expect(page.getByRole('status').filter({ hasText: KEPT_NOTICE })).toBeVisible();
      await shoot(page, `offline-tickets-3-list-${size.suffix}`, { waitForImages: true });
    });
  });
}

import { expect, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';
import { OUT_DIR, type ShootOptions, SIZES, shoot } from './screens-support.ts';
import { callApi } from './support.ts';

// Screenshots of the event and reservation pages for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs reservations.screens.ts`.

/** The visible page, and the whole page too with `WITH_FULL`. */
const VISIBLE: ShootOptions = { checkSideScroll: false };
const WITH_FULL: ShootOptions = { ...VISIBLE, full: 'always' };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('event and reservation pages @screens', async ({ page, request }) => {
      const events = (await (await request.get('/api/events/')).json()) as Event[];
      const rumba = events.find((event) => event.name === 'Nuit de la Rumba')!;
      const [standard, vip] = rumba.ticket_types;

      await page.goto('/events');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, `events-${size.suffix}`, VISIBLE);
      await page.getByRole('button', { name: 'Filtres' }).click();
      await shoot(page, `events-filters-${size.suffix}`, VISIBLE);

      await page.goto(`/events/${rumba.serial_id}`);
      await page.getByRole('button', { name: /^Standard/ }).click();
      await shoot(page, `event-${size.suffix}`, WITH_FULL);

      await registerAndSignIn(page, 'ecran');
      const reservation = (await callApi(page, 'POST', '/api/tickets/reservations/', {
        event: rumba.serial_id,
        items: [
          { ticket_type: standard!.id, quantity: 2 },
          { ticket_type: vip!.id, quantity: 1 },
        ],
      })) as { serial_id: string };
      await callApi(page, 'POST', '/api/tickets/reservations/', {
        ticket_type_id: standard!.id,
        quantity: 1,
      });
      await callApi(page, 'POST', '/api/tickets/cart/items/', { ticket_type_id: standard!.id, quantity: 2 });
      await callApi(page, 'POST', '/api/tickets/cart/items/', { ticket_type_id: vip!.id, quantity: 1 });

      await page.goto('/reservations');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, `reservations-${size.suffix}`, VISIBLE);
      await page
        .getByRole('button', { name: /^Partager la réservation/ })
        .first()
        .click();
      await page.getByLabel('Rechercher un utilisateur').fill('ec');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT_DIR}share-dialog-${size.suffix}.png` });
      await page.keyboard.press('Escape');

      await page.goto(`/reservations/${reservation.serial_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `reservation-${size.suffix}`, WITH_FULL);

      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
      await expect(page.getByText('Standard').first()).toBeVisible();
      await shoot(page, `cart-${size.suffix}`, VISIBLE);
    });
  });
}

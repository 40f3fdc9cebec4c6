import { expect, test } from '@playwright/test';
import { seedCancelledEvent } from './cancelled-event-support.ts';
import { type ShootOptions, SIZES, shoot } from './screens-support.ts';

// Screenshots of a cancelled event as its buyer and its organizer see it, for review and the docs. Not a check:
// only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs cancelled-event.screens.ts`.

const VISIBLE: ShootOptions = { checkSideScroll: true };
const WITH_FULL: ShootOptions = { ...VISIBLE, full: 'always' };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 180_000 });

    test('a cancelled event, its reservations and its sales @screens', async ({ page, browser }) => {
      const event = await seedCancelledEvent(browser, page, `ecran${size.suffix}`);

      await page.goto('/');
      await page.getByRole('button', { name: 'Notifications (1 non lue)' }).click();
      await expect(
        page.getByText(`L'événement « ${event.name} » est annulé.`, { exact: false }),
      ).toBeVisible();
      await shoot(page, `cancelled-event-notice-${size.suffix}`, VISIBLE);

      await page.goto(`/events?q=${encodeURIComponent(event.name)}`);
      await expect(page.getByText('Aucune réservation possible')).toBeVisible();
      await shoot(page, `cancelled-event-card-${size.suffix}`, VISIBLE);

      await page.goto(`/events/${event.serialId}`);
      await expect(page.getByRole('button', { name: /^Standard/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Événement annulé' })).toBeDisabled();
      await shoot(page, `cancelled-event-page-${size.suffix}`, WITH_FULL);

      await page.goto('/reservations');
      await expect(page.getByText('Billets gratuits : rien à rembourser')).toBeVisible();
      await shoot(page, `cancelled-event-reservations-${size.suffix}`, WITH_FULL);

      await page.goto(`/reservations/${event.paid}`);
      await expect(page.getByText('Annulé : ce billet n’est plus valable')).toBeVisible();
      await shoot(page, `cancelled-event-reservation-${size.suffix}`, WITH_FULL);

      const studio = event.organizer;
      await studio.setViewportSize({ width: size.width, height: size.height });
      await studio.goto(`/studio/events/${event.serialId}/sales`);
      await expect(studio.getByText('Total net des remboursements').first()).toBeVisible();
      await shoot(studio, `cancelled-event-sales-${size.suffix}`, WITH_FULL);
    });
  });
}

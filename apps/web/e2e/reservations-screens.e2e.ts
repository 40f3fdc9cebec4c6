import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

// Screenshots of the event and reservation pages for review and the docs. Not a check: only taken on request,
// `SANZA_SHOTS=1 npx playwright test -c apps/web/playwright.config.ts e2e/reservations-screens.e2e.ts`.
test.skip(process.env.SANZA_SHOTS !== '1', 'screenshots are taken on request (SANZA_SHOTS=1)');

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

/** A screenshot of the visible page, and of the whole page when `isFullToo`. */
async function shoot(page: Page, name: string, isFullToo = false) {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT_DIR}${name}.png` });
  if (isFullToo) await page.screenshot({ path: `${OUT_DIR}${name}-full.png`, fullPage: true });
}

/** Calls the API with the session the page holds. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

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
      await shoot(page, `events-${size.suffix}`);
      await page.getByRole('button', { name: 'Filtres' }).click();
      await shoot(page, `events-filters-${size.suffix}`);

      await page.goto(`/events/${rumba.serial_id}`);
      await page.getByRole('button', { name: /^Standard/ }).click();
      await shoot(page, `event-${size.suffix}`, true);

      const account = newAccount('ecran');
      await registerThroughUi(page, account);
      await signInThroughUi(page, account, '');
      await expect(page).toHaveURL('/');
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
      await shoot(page, `reservations-${size.suffix}`);
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
      await shoot(page, `reservation-${size.suffix}`, true);

      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
      await expect(page.getByText('Standard').first()).toBeVisible();
      await shoot(page, `cart-${size.suffix}`);
    });
  });
}

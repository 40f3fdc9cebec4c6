import { expect, type Page, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { type ShootOptions, SIZES, shoot } from './screens-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { callApi } from './support.ts';

// Screenshots of the checkout, the paid reservation and the staff pages, for review and the docs. Not a check:
// only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs checkout.screens.ts`.

/**
 * Reserves 2 Standard and (unless `withVip` is false) 1 VIP ticket of 'Nuit de la Rumba' with the page's
 * session; answers the id. The three reservations below hold 8 tickets unpaid, the most one account may.
 */
async function reserve(page: Page, event: Event, withVip = true): Promise<string> {
  const [standard, vip] = event.ticket_types;
  const answer = await callApi<{ serial_id: string }>(page, 'POST', '/api/tickets/reservations/', {
    event: event.serial_id,
    items: [
      { ticket_type: standard!.id, quantity: 2 },
      ...(withVip ? [{ ticket_type: vip!.id, quantity: 1 }] : []),
    ],
  });
  return answer.serial_id;
}

/** The visible page, and the whole page too with `WITH_FULL`. */
const VISIBLE: ShootOptions = { checkSideScroll: false };
const WITH_FULL: ShootOptions = { ...VISIBLE, full: 'always' };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 180_000 });

    test('checkout, tickets and staff pages @screens', async ({ page, browser, request }) => {
      const events = (await (await request.get('/api/events/')).json()) as Event[];
      const rumba = events.find((event) => event.name === 'Nuit de la Rumba')!;
      const account = await registerAndSignIn(page, 'ecran');

      const serialId = await reserve(page, rumba);
      await page.goto(`/reservation/${serialId}/checkout`);
      await page.getByRole('radio', { name: 'Airtel Money' }).check();
      await shoot(page, `checkout-1-operator-${size.suffix}`, WITH_FULL);
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByRole('heading', { name: 'Payer avec Airtel Money' })).toBeVisible();
      await shoot(page, `checkout-2-instructions-${size.suffix}`, WITH_FULL);
      await page.getByRole('button', { name: 'J’ai envoyé le paiement' }).click();
      await page.getByLabel('Numéro de téléphone utilisé').fill('+242 05 123 45 67');
      await page.getByLabel('Identifiant de transaction').fill('AM12');
      await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
      await expect(page.getByText('Transaction ID must be at least 5 characters')).toBeVisible();
      await shoot(page, `checkout-3-form-${size.suffix}`, WITH_FULL);
      await page.getByLabel('Identifiant de transaction').fill(`AM${Date.now()}${size.suffix}`);
      await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
      await expect(
        page.getByText('Paiement enregistré : il sera confirmé après vérification.'),
      ).toBeVisible();
      await shoot(page, `checkout-4-done-${size.suffix}`, WITH_FULL);

      const cashId = await reserve(page, rumba, false);
      await page.goto(`/reservation/${cashId}/checkout?moyen=cash&etape=instructions`);
      await expect(page.getByRole('heading', { name: 'Payer en espèces' })).toBeVisible();
      await shoot(page, `checkout-2-cash-${size.suffix}`, WITH_FULL);
      await page.getByRole('button', { name: 'Confirmer le paiement en espèces' }).click();
      await expect(
        page.getByText('Réservation à régler en espèces : présentez-vous à la caisse.'),
      ).toBeVisible();
      await shoot(page, `checkout-4-cash-done-${size.suffix}`, VISIBLE);

      // A third one, paid by Moov Money and not yet verified, for the list's badges.
      const moovId = await reserve(page, rumba);
      await page.evaluate(
        async (body) => {
          await fetch('/api/payment/checkout/', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${localStorage.getItem('access')}`,
            },
            body: JSON.stringify(body),
          });
        },
        {
          reservation: moovId,
          phone_number: '+242061234567',
          transaction_id: `MV${Date.now()}${size.suffix}`,
          amount: 46350,
          provider: 'moov',
        },
      );

      await page.goto(`/reservations/${moovId}`);
      await expect(page.getByText(/^Transaction MV/)).toBeVisible();
      await shoot(page, `reservation-awaiting-${size.suffix}`, WITH_FULL);

      const staffContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const staff = await staffContext.newPage();
      await signInThroughUi(staff, STAFF_ACCOUNT);
      await expect(staff).toHaveURL('/');
      await staff.goto('/studio/payments');
      const card = staff
        .getByRole('article')
        .filter({ hasText: account.username })
        .filter({ hasText: 'Airtel' });
      await expect(card).toBeVisible();
      await shoot(staff, `staff-payments-${size.suffix}`, WITH_FULL);
      await card.getByRole('button', { name: 'Confirmer' }).click();
      await expect(staff.getByRole('dialog', { name: 'Confirmer ce paiement ?' })).toBeVisible();
      await shoot(staff, `staff-payments-confirm-${size.suffix}`, VISIBLE);
      await staff.getByRole('button', { name: 'Oui, confirmer' }).click();
      await expect(staff.getByText('Paiement confirmé')).toBeVisible();

      await page.goto(`/reservations/${serialId}`);
      const tickets = page.getByRole('region', { name: 'Mes billets' });
      await expect(tickets.getByRole('img').first()).toBeVisible();
      await shoot(page, `reservation-paid-${size.suffix}`, WITH_FULL);
      const code = (await tickets.locator('code').first().textContent())!.trim();

      await staff.goto('/studio/door');
      await expect(staff.getByRole('heading', { name: 'Choisissez l’événement' })).toBeVisible();
      await shoot(staff, `staff-check-in-events-${size.suffix}`, WITH_FULL);
      await staff.getByRole('link', { name: /^Nuit de la Rumba/ }).click();
      const verdict = staff.locator('button[data-tone]');
      await staff.getByLabel('Nom ou code du billet').fill(code);
      await staff.getByRole('button', { name: 'Vérifier' }).click();
      await expect(verdict).toContainText('Billet valide : entrée autorisée');
      await shoot(staff, `staff-check-in-admitted-${size.suffix}`, VISIBLE);
      await verdict.click();
      await staff.getByLabel('Nom ou code du billet').fill(code);
      await staff.getByRole('button', { name: 'Vérifier' }).click();
      await expect(verdict).toContainText(/^Déjà entré à /);
      await shoot(staff, `staff-check-in-used-${size.suffix}`, VISIBLE);
      await verdict.click();

      await page.goto('/reservations');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, `reservations-states-${size.suffix}`, WITH_FULL);
      await staffContext.close();
    });
  });
}

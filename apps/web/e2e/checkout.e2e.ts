import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from './accounts-support.ts';
import { buyerPage, reserveAndOpenCheckout } from './checkout-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';

/** A page signed in as the staff account e2e/start-server.mjs creates. */
async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, STAFF_ACCOUNT);
  await expect(page).toHaveURL('/');
  return page;
}

/** The description of an operator's choice on step 1 (fee and amount due), spaces made plain. */
async function operatorDescription(page: Page, name: string): Promise<string> {
  const radio = page.getByRole('radio', { name, exact: true });
  const ids = ((await radio.getAttribute('aria-describedby')) ?? '').split(' ');
  const parts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

test.describe('checkout and tickets', () => {
  // Accounts registered through the captcha, two people and a whole journey: longer than the default.
  test.describe.configure({ timeout: 150_000 });

  test('pay with Airtel Money, staff confirm, the QR code shows, and the ticket is admitted only once', async ({
    browser,
  }) => {
    const [page, staff] = await Promise.all([buyerPage(browser, 'fatou'), staffPage(browser)]);
    const serialId = await reserveAndOpenCheckout(page);

    // Step 1: each operator with its fee and the amount due.
    await expect(page.getByText('Étape 1 sur 4')).toBeVisible();
    expect(await operatorDescription(page, 'Airtel Money')).toBe('Frais 2,5 % · 300 XAF À payer 12 300 XAF');
    expect(await operatorDescription(page, 'Moov Money')).toBe('Frais 3 % · 360 XAF À payer 12 360 XAF');
    expect(await operatorDescription(page, 'Espèces')).toBe('Sans frais (0 %) À payer 12 000 XAF');
    await page.getByRole('radio', { name: 'Airtel Money' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 2: the server's receiving number, USSD code and processing time, and the exact amount.
    await expect(page.getByRole('heading', { name: 'Payer avec Airtel Money' })).toBeVisible();
    await expect(page.getByText('Composez *128# sur votre téléphone')).toBeVisible();
    await expect(page.getByText('+242 05 000 00 00 (démo)')).toBeVisible();
    await expect(page.getByText('12 300 XAF', { exact: true })).toBeVisible();
    await expect(page.getByText(/Généralement moins de 15 minutes les jours ouvrables/)).toBeVisible();
    // Back and forth: the choice is kept.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'J’ai envoyé le paiement' }).click();

    // Step 3: the form, its rules, then the payment.
    await expect(page.getByLabel('Montant envoyé (XAF)')).toHaveValue('12300');
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all fields');
    await page.getByLabel('Numéro de téléphone utilisé').fill('+242 05 123 45 67');
    await page.getByLabel('Identifiant de transaction').fill('AM12');
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await expect(page.getByText('Transaction ID must be at least 5 characters')).toBeVisible();
    const transactionId = `AM${Date.now()}`;
    await page.getByLabel('Identifiant de transaction').fill(transactionId);
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();

    // Step 4.
    await expect(page.getByText('Paiement enregistré : il sera confirmé après vérification.')).toBeVisible();
    await expect(page.getByText('Étape 4 sur 4')).toBeVisible();
    await page.getByRole('link', { name: 'Voir ma réservation' }).click();
    await expect(page).toHaveURL(`/reservations/${serialId}`);
    await expect(page.getByText('Paiement en cours de vérification')).toBeVisible();
    await expect(page.getByText(`Transaction ${transactionId}`)).toBeVisible();

    // Staff confirm the payment they find by its transaction id.
    await staff.goto('/studio/payments');
    const card = staff.getByRole('article').filter({ hasText: transactionId });
    await expect(card).toContainText('12 300 XAF');
    await card.getByRole('button', { name: 'Confirmer' }).click();
    await staff
      .getByRole('dialog', { name: 'Confirmer ce paiement ?' })
      .getByRole('button', { name: 'Oui, confirmer' })
      .click();
    await expect(staff.getByText('Paiement confirmé')).toBeVisible();
    await expect(card).toHaveCount(0);

    // The buyer sees 'Payée' and the ticket's QR code, and can download it.
    await page.reload();
    const tickets = page.getByRole('region', { name: 'Mes billets' });
    await expect(page.getByText('Payée', { exact: true })).toBeVisible();
    const qr = tickets.getByRole('img', { name: 'QR code du billet Standard n° 1' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tickets.getByRole('link', { name: 'Télécharger le billet Standard n° 1' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^billet-[\w-]+\.svg$/);
    const code = (await tickets.locator('code').first().textContent())!.trim();

    // At the door (the old address leads there): the event first (kept in the address), then admitted once, then
    // already used, with when and by whom; each verdict fills the screen until tapped.
    await staff.goto('/studio/check-in');
    await expect(staff).toHaveURL('/studio/door');
    await expect(staff.getByRole('heading', { name: 'Choisissez l’événement' })).toBeVisible();
    await staff.getByRole('link', { name: /^Afrobeat Sunset/ }).click();
    await expect(staff).toHaveURL(/\/studio\/door\?evenement=\w+$/);
    await staff.reload();
    await expect(staff.getByRole('heading', { level: 2, name: 'Afrobeat Sunset' })).toBeVisible();
    await staff.getByLabel('Nom ou code du billet').fill(code);
    await staff.getByRole('button', { name: 'Vérifier' }).click();
    const verdict = staff.locator('button[data-tone]');
    await expect(verdict).toHaveAttribute('data-tone', 'admitted');
    await expect(verdict).toContainText('Billet valide : entrée autorisée');
    await expect(verdict.getByText('Standard · billet n° 1')).toBeVisible();
    await expect(verdict.getByText(/^Titulaire : fatou_/)).toBeVisible();
    await verdict.click();
    await staff.getByLabel('Nom ou code du billet').fill(code);
    await staff.getByRole('button', { name: 'Vérifier' }).click();
    await expect(verdict).toHaveAttribute('data-tone', 'refused');
    await expect(verdict).toContainText(/^Déjà entré à \d\d:\d\d \(contrôlé par e2e_staff\)/);
    await verdict.click();
    await staff.getByLabel('Nom ou code du billet').fill('pas-un-billet');
    await staff.getByRole('button', { name: 'Vérifier' }).click();
    await expect(verdict).toContainText('Billet invalide');

    await page.reload();
    await expect(page.getByText(/^Utilisé le /)).toBeVisible();
  });

  test('choose cash: no form, the reservation is then to be paid at the desk before a deadline staff can extend; staff pages stay closed to the buyer', async ({
    browser,
  }) => {
    const page = await buyerPage(browser, 'ngozi');
    const serialId = await reserveAndOpenCheckout(page);

    await page.getByRole('radio', { name: 'Espèces' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Payer en espèces' })).toBeVisible();
    await expect(page.getByText('Étape 2 sur 3')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer le paiement en espèces' }).click();
    await expect(
      page.getByText('Réservation à régler en espèces : présentez-vous à la caisse.'),
    ).toBeVisible();
    await expect(page.getByText('Étape 3 sur 3')).toBeVisible();

    await page.getByRole('link', { name: 'Voir ma réservation' }).click();
    await expect(page).toHaveURL(`/reservations/${serialId}`);
    await expect(page.getByText('À régler en espèces', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payer maintenant' })).toHaveCount(0);

    await page.goto('/reservations');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Afrobeat Sunset' }) });
    await expect(card.getByText('À régler en espèces', { exact: true })).toBeVisible();

    // The checkout of a reservation already to be paid in cash says so instead of the steps.
    await page.goto(`/reservation/${serialId}/checkout`);
    await expect(
      page.getByText('Réservation à régler en espèces : présentez-vous à la caisse.'),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);

    await page.goto('/studio/payments');
    await expect(page.getByRole('heading', { name: 'Réservé au personnel' })).toBeVisible();

    // The owner sees the deadline; staff see it too and give more time.
    await page.goto(`/reservations/${serialId}`);
    await expect(
      page.getByText(/^À régler avant le .+, sans quoi les places seront libérées\.$/),
    ).toBeVisible();
    const staff = await staffPage(browser);
    // The old address of the staff pages still leads there, now in the studio.
    await staff.goto('/staff/payments');
    await expect(staff).toHaveURL('/studio/payments');
    const cashCard = staff.getByRole('article').filter({ hasText: serialId });
    await expect(cashCard.getByText('À régler avant')).toBeVisible();
    await cashCard.getByRole('button', { name: 'Prolonger' }).click();
    await expect(staff.getByText(/^Réservation gardée jusqu’au /)).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { buyerPage, reserveAndOpenCheckout } from './checkout-support.ts';

// The demo runs the operator simulator: a number ending in 7 is refused on the phone, 0–6 approved.
test('on a 360×740 phone, a buyer pays on the phone: refused once, then approved, the e-ticket appears without reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await buyerPage(browser, 'moussa', { width: 360, height: 740 });
  const serialId = await reserveAndOpenCheckout(page);
  // Set once: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole('link', { name: 'Payer sur mon téléphone' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement sur votre téléphone' })).toBeVisible();
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  // A number of another operator is refused on the page, before anything is sent.
  await page.getByLabel('Numéro de téléphone').fill('05 123 45 67');
  await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
  await expect(
    page.getByText("Ce numéro n'est pas un numéro MTN MoMo : saisissez-le comme 06 123 45 67"),
  ).toBeVisible();

  // The buyer refuses on the phone (…7).
  await page.getByLabel('Numéro de téléphone').fill('06 123 45 67');
  await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
  await expect(page.getByTestId('rtp-waiting')).toBeVisible();
  await expect(page.getByText(/Validez le paiement de 12\s300\sXAF sur votre téléphone/)).toBeVisible();
  await expect(page.getByTestId('rtp-failed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
  );

  // Again, approved this time (…1): the waiting screen turns into the e-ticket.
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('06 123 45 67');
  await page.getByLabel('Numéro de téléphone').fill('06 123 45 61');
  await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
  await expect(page.getByTestId('rtp-waiting')).toBeVisible();
  await expect(page.getByTestId('rtp-succeeded')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code du billet Standard/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The reservation says paid.
  await page.getByRole('link', { name: 'Voir ma réservation' }).click();
  await expect(page).toHaveURL(`/reservations/${serialId}`);
  await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './accounts-support.ts';
import { reserveAndOpenCheckout } from './checkout-support.ts';
import { KEPT_NOTICE, keptKeys, payOnPhone, waitUntilKept } from './offline-tickets-support.ts';

// Tickets that open without data: once paid, a buyer's reservations and e-tickets are kept on the
// phone for them (IndexedDB, never the service worker's shared cache); with the network cut, a reload of the
// reservation page and of /reservations shows them with a French notice, each ticket saves as a PNG, and a
// sign-out removes them.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

test('paid e-tickets open offline after a reload, save as a PNG, and are gone after sign-out', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerAndSignIn(page, 'horsligne');
  const serialId = await reserveAndOpenCheckout(page);
  await payOnPhone(page);
  await page.getByRole('link', { name: 'Voir ma réservation' }).click();
  await expect(page).toHaveURL(`/reservations/${serialId}`);
  const qr = page.getByRole('img', { name: /^QR code du billet Standard n° 1$/ });
  await expect(qr).toBeVisible();

  // Kept for this user: the reservation and its tickets; and the code of both ticket pages, the list's too.
  await waitUntilKept(page, serialId);
  // What the network answered with a token never went into the service worker's shared caches.
  const sharedApi = await page.evaluate(async () =>
    (await caches.has('sanza-api'))
      ? (await (await caches.open('sanza-api')).keys()).map((request) => request.url)
      : [],
  );
  expect(sharedApi.filter((url) => /reservations|tickets/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Réservation n° ${serialId}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: KEPT_NOTICE })).toBeVisible();
  await expect(qr).toBeVisible();
  await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();
  // Read-only: paying, sharing and cancelling need the network.
  await expect(page.getByRole('button', { name: 'Partager' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('offline-reservation-360.png') });
  await page.screenshot({ path: testInfo.outputPath('offline-reservation-360-full.png'), fullPage: true });

  // Saved as a picture, offline.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Enregistrer l’image du billet Standard n° 1$/ }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^billet-[\w-]+\.png$/);
  await saved.saveAs(testInfo.outputPath('saved-ticket.png'));
  const png = readFileSync(testInfo.outputPath('saved-ticket.png'));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(720);

  // The list, never opened on this phone: its code and its answer are there all the same.
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: KEPT_NOTICE })).toBeVisible();
  await expect(page.getByText('Afrobeat Sunset').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-list-360.png') });

  // Signed out, still offline: nothing of theirs is left on the phone, nor shown.
  await page.getByRole('button', { name: 'Deconnexion' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => keptKeys(page)).toEqual([]);
  await page.goto(`/reservations/${serialId}`);
  await expect(page).toHaveURL(/\/login/);
  await expect(qr).toHaveCount(0);
  await expect(page.getByText(KEPT_NOTICE)).toHaveCount(0);
});

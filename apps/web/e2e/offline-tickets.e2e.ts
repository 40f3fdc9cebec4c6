import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { registerAndSignIn } from './accounts-support.ts';
import { reserveAndOpenCheckout } from './checkout-support.ts';

// Issue 34, « Tickets that open without data »: once paid, a buyer's reservations and e-tickets are kept on the
// phone for them (IndexedDB, never the service worker's shared cache); with the network cut, a reload of the
// reservation page and of /reservations shows them with a French notice, each ticket saves as a PNG, and a
// sign-out removes them.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const KEPT_NOTICE = 'Billets enregistrés sur ce téléphone — affichés sans connexion.';

/** The keys of the copies kept on the phone (none while the app has not made its database). */
function keptKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sanza-reservations');
        // Not made yet: reading must not create it (an empty database would lack the app's store).
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve([]);
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('kept').objectStore('kept').getAllKeys();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(String));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The scripts the service worker keeps once used (the `/assets/` runtime cache). */
function keptCode(page: Page) {
  return page.evaluate(async () => {
    if (!(await caches.has('sanza-assets'))) return [];
    const cache = await caches.open('sanza-assets');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** Pays the open checkout on the phone (the operator simulator approves numbers ending 0–6). */
async function payOnPhone(page: Page) {
  await page.getByRole('link', { name: 'Payer sur mon téléphone' }).click();
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  await page.getByLabel('Numéro de téléphone').fill('06 123 45 61');
  await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
  await expect(page.getByTestId('rtp-succeeded')).toBeVisible({ timeout: 20_000 });
}

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
  await expect
    .poll(async () => (await keptKeys(page)).map((key) => key.split('|')[1]).sort(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([`reservation:${serialId}`, `tickets:${serialId}`]));
  await expect
    .poll(
      async () => {
        const code = (await keptCode(page)).join(' ');
        return /\/reservations-[\w-]+\.js/.test(code) && /\/reservation-detail-[\w-]+\.js/.test(code);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
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

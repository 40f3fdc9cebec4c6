import { expect, type Page } from '@playwright/test';

// Shared by the journey and the screenshots of tickets kept on the phone.

export const KEPT_NOTICE = 'Billets enregistrés sur ce téléphone — affichés sans connexion.';

/**
 * The keys of the copies kept on the phone in `database` (the tickets' unless told; `sanza-pages` for the music
 * pages), none while the app has not made it.
 */
export function keptKeys(page: Page, database = 'sanza-reservations') {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
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
    database,
  );
}

/** The scripts the service worker keeps once used (the `/assets/` runtime cache). */
export function keptCode(page: Page) {
  return page.evaluate(async () => {
    if (!(await caches.has('sanza-assets'))) return [];
    const cache = await caches.open('sanza-assets');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** Pays the open checkout on the phone (the operator simulator approves numbers ending 0–6). */
export async function payOnPhone(page: Page) {
  await page.getByRole('link', { name: 'Payer sur mon téléphone' }).click();
  await page.getByRole('radio', { name: 'MTN MoMo' }).check();
  await page.getByLabel('Numéro de téléphone').fill('06 123 45 61');
  await page.getByRole('button', { name: 'Payer sur mon téléphone' }).click();
  await expect(page.getByTestId('rtp-succeeded')).toBeVisible({ timeout: 20_000 });
}

/**
 * Waits until the phone keeps the reservation `serialId` and its e-tickets for the signed-in user, and the
 * service worker the code of both ticket pages.
 */
export async function waitUntilKept(page: Page, serialId: string) {
  await expect
    .poll(async () => (await keptKeys(page)).map((key) => key.split('|')[1]), { timeout: 20_000 })
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
}

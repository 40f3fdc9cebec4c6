import { expect, type Page, test } from '@playwright/test';
import { signInThroughUi } from './accounts-support.ts';
import { openDoor, PHONE, seedDoorEvent, typeCode, verdictOf } from './door-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// Two phones at the door of one event download its list, lose the network, and both let the same ticket in:
// each decides from the list kept on the phone and queues its scan. Back online, both send their scans: the
// first scan wins, the other phone shows a conflict, and the sales page counts it. One phone reloads the door
// without network: its code comes from the service worker's cache, its list from IndexedDB. A ticket whose holder
// lost the QR code is found by number and let in by hand, offline, and sent like a scan.

test.use({ serviceWorkers: 'allow', viewport: PHONE });

const SCREENS = process.env.DOOR_SCREENS_DIR ?? '/tmp';
const ORGANIZER_USERNAME = ORGANIZER_ACCOUNT.username;

/** Waits until the service worker controls the page and keeps every script and style the page loaded. */
async function codeKeptOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    async () => {
      const code = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
      const kept = await Promise.all(
        code.map(async (url) => !!(await caches.match(url.href, { ignoreVary: true }))),
      );
      return code.length > 0 && kept.every(Boolean);
    },
    undefined,
    { timeout: 30_000, polling: 500 },
  );
}

test('two phones admit the same ticket offline; once synced, one conflict is shown and counted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const {
    serialId,
    codes,
    organizer: phoneA,
  } = await seedDoorEvent(browser, 'door_buyer', 2, {
    serviceWorkers: 'allow',
  });
  const phoneB = await (await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' })).newPage();
  await signInThroughUi(phoneB, STAFF_ACCOUNT, `/login?next=${encodeURIComponent('/studio/payments')}`);
  await expect(phoneB).toHaveURL('/studio/payments');

  const counterA = await openDoor(phoneA, serialId, 2);
  const counterB = await openDoor(phoneB, serialId, 2);
  await codeKeptOffline(phoneA);

  await Promise.all([phoneA.context().setOffline(true), phoneB.context().setOffline(true)]);
  // Without network, the door reopens on phone A: code from the worker's cache, list from the phone.
  await phoneA.reload();
  await expect(counterA).toHaveText('0 entré / 2 attendus');
  await expect(phoneA.getByText('Hors ligne', { exact: true })).toBeVisible();
  await expect(phoneB.getByText('Hors ligne', { exact: true })).toBeVisible();

  const ticket = codes[0]!;
  await typeCode(phoneA, ticket);
  await expect(verdictOf(phoneA)).toHaveAttribute('data-tone', 'admitted');
  await expect(verdictOf(phoneA)).toContainText('Billet valide : entrée autorisée');
  await expect(verdictOf(phoneA)).toContainText('Entrée libre · billet n° ');
  await phoneA.screenshot({ path: `${SCREENS}/door-verdict-admitted.png` });
  await verdictOf(phoneA).click();
  await expect(verdictOf(phoneA)).toHaveCount(0);
  await expect(counterA).toHaveText('1 entré / 2 attendus');
  await expect(phoneA.getByText('1 scan à envoyer')).toBeVisible();

  // The same ticket again on phone A: refused from the list, with when and by this phone.
  await typeCode(phoneA, ticket);
  await expect(verdictOf(phoneA)).toHaveAttribute('data-tone', 'refused');
  await expect(verdictOf(phoneA)).toContainText(/Déjà entré à \d\d:\d\d \(contrôlé par ce téléphone\)/);
  await phoneA.screenshot({ path: `${SCREENS}/door-verdict-used.png` });
  await verdictOf(phoneA).click();
  // A forged code is unknown to the list.
  await typeCode(phoneA, `${ticket.split('.')[0]}.faux`);
  await expect(verdictOf(phoneA)).toContainText('Billet invalide');
  await phoneA.screenshot({ path: `${SCREENS}/door-verdict-refused.png` });
  await verdictOf(phoneA).click();
  await expect(phoneA.getByText('1 scan à envoyer')).toBeVisible();
  // The second ticket's holder has lost its QR code: found by its number, let in once confirmed (ID checked).
  await phoneA.getByLabel('Nom ou code du billet').fill(codes[1]!.split('.')[0]!);
  const found = phoneA.getByRole('list', { name: 'Billets trouvés' });
  await found.getByRole('button', { name: 'Faire entrer' }).click();
  await found.getByRole('button', { name: 'Confirmer l’entrée' }).click();
  await expect(verdictOf(phoneA)).toHaveAttribute('data-tone', 'admitted');
  await verdictOf(phoneA).click();
  await expect(counterA).toHaveText('2 entrés / 2 attendus');
  await expect(phoneA.getByText('2 scans à envoyer')).toBeVisible();
  await phoneA.getByLabel('Nom ou code du billet').fill('');
  await phoneA.screenshot({ path: `${SCREENS}/door-offline-pending.png`, fullPage: true });

  // Phone B knows nothing of phone A: it lets the same ticket in, a few seconds later.
  await typeCode(phoneB, ticket);
  await expect(verdictOf(phoneB)).toHaveAttribute('data-tone', 'admitted');
  await verdictOf(phoneB).click();
  await expect(counterB).toHaveText('1 entré / 2 attendus');
  await expect(phoneB.getByText('1 scan à envoyer')).toBeVisible();

  // Back online, phone A first: its scan is the admission.
  await phoneA.context().setOffline(false);
  await expect(phoneA.getByText('Tous les scans sont envoyés')).toBeVisible({ timeout: 30_000 });
  await expect(phoneA.getByRole('heading', { name: 'Conflits à l’envoi' })).toHaveCount(0);

  await phoneB.context().setOffline(false);
  await expect(phoneB.getByText('Tous les scans sont envoyés')).toBeVisible({ timeout: 30_000 });
  const conflicts = phoneB.getByRole('region', { name: 'Conflits à l’envoi' });
  await expect(conflicts).toBeVisible();
  await expect(conflicts).toContainText(
    new RegExp(`Déjà entré à \\d\\d:\\d\\d \\(contrôlé par ${ORGANIZER_USERNAME}\\)`),
  );
  await phoneB.screenshot({ path: `${SCREENS}/door-conflict.png`, fullPage: true });

  // The sales page counts two admissions (one by hand) and one conflict.
  const sales = await callApi<{ check_ins: number; conflicts: { serial_id: string }[] }>(
    phoneA,
    'GET',
    `/api/studio/events/${serialId}/sales/`,
  );
  expect(sales.check_ins, JSON.stringify(sales)).toBe(2);
  expect(sales.conflicts, JSON.stringify(sales)).toHaveLength(1);

  // Online again, phone A asks the server: the ticket is used, and says by whom.
  await typeCode(phoneA, ticket);
  await expect(verdictOf(phoneA)).toContainText(
    new RegExp(`Déjà entré à \\d\\d:\\d\\d \\(contrôlé par ${ORGANIZER_USERNAME}\\)`),
  );
});

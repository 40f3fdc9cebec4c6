import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Event, Invitation } from '@sanza/contracts';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

// Screenshots of the invitations page for review and the docs. Not a check: only taken on request,
// `SANZA_SHOTS=1 npx playwright test -c apps/web/playwright.config.ts e2e/invitations-screens.e2e.ts`.
test.skip(process.env.SANZA_SHOTS !== '1', 'screenshots are taken on request (SANZA_SHOTS=1)');

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

/**
 * The visible page, and the whole page on phones (on the desktop the lists fit the window), after checking
 * nothing scrolls sideways.
 */
async function shoot(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: `${OUT_DIR}${name}.png` });
  if (page.viewportSize()!.width < 640) {
    await page.screenshot({ path: `${OUT_DIR}${name}-full.png`, fullPage: true });
  }
}

/** Calls the API with the session the page holds. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
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
  ) as Promise<T>;
}

/** Contexts made from the worker's browser outlive a test: each test closes its own. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedIn(browser: Browser, label: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return { page, account };
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('invitations page, both tabs @screens', async ({ browser, request }) => {
      const viewport = { width: size.width, height: size.height };
      const events = (await (await request.get('/api/events/')).json()) as Event[];
      const id = (name: string) => events.find((event) => event.name === name)!.serial_id;
      const [awa, bintou] = await Promise.all([
        signedIn(browser, 'awa', viewport),
        signedIn(browser, 'bintou', viewport),
      ]);

      await awa.page.goto('/invitations');
      await expect(
        awa.page.getByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
      ).toBeVisible();
      await shoot(awa.page, `invitations-empty-${size.suffix}`);

      // Bintou invites Awa three times; Awa answers two of them.
      const toAwa: Invitation[] = [];
      for (const name of ['Afrobeat Sunset', 'Makossa Live', 'Nuit de la Rumba']) {
        toAwa.push(
          await callApi<Invitation>(bintou.page, 'POST', '/api/guest/invitations/', {
            event_id: id(name),
            recipient_email: awa.account.email,
          }),
        );
      }
      await callApi(awa.page, 'PATCH', `/api/guest/invitations/${toAwa[0]!.id}/`, { status: 'declined' });
      await callApi(awa.page, 'PATCH', `/api/guest/invitations/${toAwa[1]!.id}/`, { status: 'confirmed' });

      // Awa invites Bintou twice and a friend without an account once; Bintou answers both.
      const fromAwa: Invitation[] = [];
      for (const [name, email] of [
        ['Afrobeat Sunset', bintou.account.email],
        ['Nuit de la Rumba', bintou.account.email],
        // One pending invitation per address and event, whoever sends it: an address of this run's own.
        ['Makossa Live', `mireille.nkoulou.${size.suffix}.${Date.now().toString(36)}@example.org`],
      ] as const) {
        fromAwa.push(
          await callApi<Invitation>(awa.page, 'POST', '/api/guest/invitations/', {
            event_id: id(name),
            recipient_email: email,
          }),
        );
      }
      await callApi(bintou.page, 'PATCH', `/api/guest/invitations/${fromAwa[0]!.id}/`, {
        status: 'declined',
      });
      await callApi(bintou.page, 'PATCH', `/api/guest/invitations/${fromAwa[1]!.id}/`, {
        status: 'confirmed',
      });

      await awa.page.goto('/invitations');
      await expect(awa.page.getByRole('tabpanel', { name: 'Reçues' }).getByRole('article')).toHaveCount(3);
      await shoot(awa.page, `invitations-received-${size.suffix}`);

      await awa.page.getByRole('tab', { name: 'Envoyées' }).click();
      await expect(awa.page.getByRole('tabpanel', { name: 'Envoyées' }).getByRole('article')).toHaveCount(3);
      await shoot(awa.page, `invitations-sent-${size.suffix}`);

      await awa.page.getByRole('button', { name: /^Annuler/ }).click();
      await expect(awa.page.getByRole('dialog')).toBeVisible();
      await awa.page.screenshot({ path: `${OUT_DIR}invitations-cancel-${size.suffix}.png` });
    });
  });
}

import { expect, test } from '@playwright/test';
import type { Event, Invitation } from '@sanza/contracts';
import { confirmEmailThroughMail } from './accounts-support.ts';
import { OUT_DIR, type ShootOptions, SIZES, shoot, signedInPagesClosedAfterEach } from './screens-support.ts';
import { callApi } from './support.ts';

// Screenshots of the invitations page for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs invitations.screens.ts`.

const signedIn = signedInPagesClosedAfterEach();

/** The whole page on phones only: on the desktop the lists fit the window. */
const SHOT: ShootOptions = { full: 'phone' };

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
      await expect(awa.page.getByRole('button', { name: 'Renvoyer le lien' })).toBeVisible();
      await shoot(awa.page, `invitations-unconfirmed-${size.suffix}`, SHOT);
      // Invitations follow confirmed addresses only: both open the link mailed at registration.
      await confirmEmailThroughMail(awa.page, awa.account.email);
      await confirmEmailThroughMail(bintou.page, bintou.account.email);
      await awa.page.goto('/invitations');
      await expect(
        awa.page.getByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
      ).toBeVisible();
      await shoot(awa.page, `invitations-empty-${size.suffix}`, SHOT);

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
      await shoot(awa.page, `invitations-received-${size.suffix}`, SHOT);

      await awa.page.getByRole('tab', { name: 'Envoyées' }).click();
      await expect(awa.page.getByRole('tabpanel', { name: 'Envoyées' }).getByRole('article')).toHaveCount(3);
      await shoot(awa.page, `invitations-sent-${size.suffix}`, SHOT);

      await awa.page.getByRole('button', { name: /^Annuler/ }).click();
      await expect(awa.page.getByRole('dialog')).toBeVisible();
      await awa.page.screenshot({ path: `${OUT_DIR}invitations-cancel-${size.suffix}.png` });
    });
  });
}

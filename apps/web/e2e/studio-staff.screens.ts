import { expect, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { signInThroughUi } from './accounts-support.ts';
import { SIZES, shoot } from './screens-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { callApi } from './support.ts';

// Screenshots of the staff's studio pages (users, moderation, editorial, payments), for review and the docs.
// Not a check: only taken on request, `SCREENSHOTS=1 node scripts/run-e2e.mjs studio-staff.screens.ts`.

for (const [index, size] of SIZES.entries()) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 180_000 });

    test('staff studio pages @screens', async ({ page, request }) => {
      await signInThroughUi(page, STAFF_ACCOUNT);
      await expect(page).toHaveURL('/');

      await page.goto('/studio/users');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, `studio-users-${size.suffix}`, { full: 'always', waitForPulses: true });
      await page.getByRole('searchbox', { name: 'Rechercher un compte' }).fill('e2e_organizer');
      const card = page.getByRole('article', { name: 'e2e_organizer' });
      await expect(page.getByRole('article')).toHaveCount(1);
      await card.getByRole('button', { name: 'Désactiver' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Désactiver le compte de e2e_organizer ?' }),
      ).toBeVisible();
      await shoot(page, `studio-users-deactivate-${size.suffix}`);
      await page.getByRole('button', { name: 'Annuler' }).click();

      // Something hidden (an event and a song, one of each per size so the two sizes never meet), shown again after.
      const events = (await (await request.get('/api/events/')).json()) as Event[];
      const event = events.at(-1 - index)!;
      const songs = (await (await request.get('/api/search/music/?q=mama')).json()) as {
        results: { id: number; title: string }[];
      };
      const song = songs.results[index]!;
      await callApi(page, 'POST', `/api/studio/moderation/events/${event.serial_id}/`, {
        hidden: true,
        reason: 'Billetterie signalée comme frauduleuse par plusieurs acheteurs',
      });
      await callApi(page, 'POST', `/api/studio/moderation/songs/${song.id}/`, {
        hidden: true,
        reason: 'Droits contestés par le label',
      });
      try {
        await page.goto('/studio/moderation');
        await page.getByRole('searchbox', { name: 'Rechercher une chanson' }).fill('rumba');
        await expect(page.getByRole('button', { name: /^Masquer « / }).first()).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Masqué en ce moment' }).getByText(song.title),
        ).toBeVisible();
        await shoot(page, `studio-moderation-${size.suffix}`, { full: 'always', waitForPulses: true });
        await page
          .getByRole('button', { name: /^Masquer « / })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Masquer', exact: true }).click();
        await expect(dialog.getByText('Indiquez la raison du masquage')).toBeVisible();
        await shoot(page, `studio-moderation-hide-${size.suffix}`);
        await dialog.getByRole('button', { name: 'Annuler' }).click();
      } finally {
        await callApi(page, 'POST', `/api/studio/moderation/events/${event.serial_id}/`, { hidden: false });
        await callApi(page, 'POST', `/api/studio/moderation/songs/${song.id}/`, { hidden: false });
      }

      await page.goto('/studio/editorial');
      await expect(
        page.getByRole('region', { name: "Priorité sur l'accueil" }).getByRole('listitem').first(),
      ).toBeVisible();
      await page.getByRole('searchbox', { name: 'Rechercher un album' }).fill('rumba');
      await expect(page.getByRole('region', { name: 'À la une' }).getByRole('switch').first()).toBeVisible();
      await shoot(page, `studio-editorial-${size.suffix}`, { full: 'always', waitForPulses: true });

      await page.goto('/studio/payments');
      await expect(page.getByRole('navigation', { name: 'Sections du studio' })).toBeVisible();
      await shoot(page, `studio-payments-${size.suffix}`, { full: 'always', waitForPulses: true });
    });
  });
}

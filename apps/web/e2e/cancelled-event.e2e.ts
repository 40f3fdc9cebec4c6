import { expect as baseExpect, test } from '@playwright/test';
import { seedCancelledEvent } from './cancelled-event-support.ts';

// A buyer's view of an event its organizer cancelled, on a phone: the notice, the list and the page say
// « Annulé » with nothing to reserve, and each reservation says what happens to its money.

test.use({ viewport: { width: 360, height: 740 } });

// Steps wait on the server's heavy work (password hashes, the operator simulator) on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('on a 360×740 phone, a buyer sees a cancelled event as cancelled everywhere, with each refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const event = await seedCancelledEvent(browser, page, 'annule');

  // The notice in the app.
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications (1 non lue)' }).click();
  await expect(
    page.getByText(
      `L'événement « ${event.name} » est annulé. Voyez dans vos réservations ce qu'il advient de votre argent.`,
    ),
  ).toBeVisible();

  // The list: « Annulé », no places, no price, nothing to reserve.
  await page.goto(`/events?q=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await expect(card.getByText('Annulé', { exact: true })).toBeVisible();
  await expect(card.getByText('À venir')).toHaveCount(0);
  await expect(card.getByText('Aucune réservation possible')).toBeVisible();
  await expect(card.getByText(/places$/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Réserver : ${event.name}` })).toHaveCount(0);

  // The page: « Annulé », and « Réserver » gives way to a disabled « Événement annulé ».
  await card.getByRole('link', { name: `Voir l’événement : ${event.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true })).toBeVisible();
  await expect(page.getByText('Aucune réservation possible')).toBeVisible();
  await expect(page.getByText(/disponibles?$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inviter des amis' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Standard/ })).toBeDisabled();
  const button = page.getByRole('button', { name: 'Événement annulé' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Cet événement est annulé');
  await expect(page.getByRole('button', { name: 'Réserver', exact: true })).toHaveCount(0);

  // My reservations: both read « Annulée », each with what happens to its money.
  await page.goto('/reservations');
  const paid = page.getByRole('article').filter({ has: page.getByText('remboursés automatiquement') });
  await expect(paid.getByText('Annulée')).toBeVisible();
  await expect(paid.getByText(/^5\s125\sXAF remboursés automatiquement sur votre téléphone$/)).toBeVisible();
  const free = page
    .getByRole('article')
    .filter({ has: page.getByText('Billets gratuits : rien à rembourser') });
  await expect(free.getByText('Annulée')).toBeVisible();
  await expect(page.getByText('Payée')).toHaveCount(0);

  // The paid reservation: its e-ticket reads cancelled, not « Valable ».
  await page.goto(`/reservations/${event.paid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Réservation n° ${event.paid}` })).toBeVisible();
  await expect(page.getByText('Annulé : ce billet n’est plus valable')).toBeVisible();
  await expect(page.getByText('Valable', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

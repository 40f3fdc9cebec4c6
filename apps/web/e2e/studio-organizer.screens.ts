import { expect, type Page, test } from '@playwright/test';
import type { Reservation, StaffPayment, StudioEvent } from '@sanza/contracts';
import { amountDue } from '@sanza/contracts/constants';
import { portraitPng, registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { SIZES, shoot } from './screens-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { isoInDouala, localInDouala } from './support.ts';

// Screenshots of the organizer's studio pages (my events, a new event, an event with its cover, its sales), for
// review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs studio-organizer.screens.ts`.

/** Calls the API with the session `page` holds; answers the JSON body, failing on any refusal. */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${access}` },
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A reservation of `quantity` tickets of `ticketType` by the signed-in `buyer`, paid by Airtel Money; answers the transaction id. */
async function payForTickets(buyer: Page, ticketType: number, quantity: number): Promise<string> {
  const reservation = await api<Reservation>(buyer, 'POST', '/api/tickets/reservations/', {
    ticket_type_id: ticketType,
    quantity,
  });
  const transactionId = `AM${Date.now()}${ticketType}`;
  await api(buyer, 'POST', '/api/payment/checkout/', {
    reservation: reservation.serial_id,
    phone_number: '+242051234567',
    transaction_id: transactionId,
    amount: amountDue('airtel', reservation.total_price),
    provider: 'airtel',
  });
  return transactionId;
}

test('organizer studio pages @screens', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const [buyer, staff] = await Promise.all([
    browser.newContext().then((context) => context.newPage()),
    browser.newContext().then((context) => context.newPage()),
  ]);
  await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
  await Promise.all([
    signInThroughUi(page, ORGANIZER_ACCOUNT, `/login?next=${encodeURIComponent('/studio/events')}`),
    registerAndSignIn(buyer, 'auditrice'),
    signInThroughUi(staff, STAFF_ACCOUNT),
  ]);
  await expect(page).toHaveURL('/studio/events');
  await expect(staff).toHaveURL('/');

  // Two events: one published with a cover, tickets paid, held and bid on; one still a draft.
  const categories = await api<{ serial_id: string; name: string }[]>(
    page,
    'GET',
    '/api/events/-/c/categories/',
  );
  const concerts = categories.find((c) => c.name === 'Concerts')!.serial_id;
  const event = await api<StudioEvent>(page, 'POST', '/api/studio/events/', {
    name: 'Nuit du Soukous',
    description: 'Soukous et ndombolo jusqu’au petit matin, avec les orchestres de Poto-Poto et de Bacongo.',
    category: concerts,
    venue: 'Palais des Sports',
    city: 'Douala',
    time_zone: 'Africa/Douala',
    starts_at: isoInDouala(30, '20:00'),
    ends_at: isoInDouala(31, '02:00'),
    ticket_types: [
      {
        name: 'Pelouse',
        description: 'Debout, devant la scène',
        price: 5000,
        quantity: 200,
        max_per_order: 4,
      },
      { name: 'Tribune', description: 'Places assises', price: 15000, quantity: 50, max_per_order: 2 },
      {
        name: 'Loge présidentielle',
        description: 'Six places, boissons comprises',
        price: 50000,
        quantity: 1,
        max_per_order: 1,
        auction: { starting_price: 20000, min_increment: 500, ends_at: isoInDouala(20, '12:00') },
      },
    ],
  });
  const cover = await page.request.post(`/api/studio/events/${event.serial_id}/cover/`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access'))}` },
    multipart: { file: { name: 'affiche.png', mimeType: 'image/png', buffer: portraitPng(640) } },
  });
  expect(cover.ok()).toBe(true);
  await api(page, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
  await api(page, 'POST', '/api/studio/events/', {
    name: 'Makossa au bord du Wouri',
    description: 'Un après-midi de makossa sur les quais.',
    category: concerts,
    venue: 'Quai de Bonabéri',
    city: 'Douala',
    time_zone: 'Africa/Douala',
    starts_at: isoInDouala(45, '16:00'),
    ends_at: null,
    ticket_types: [{ name: 'Entrée', description: '', price: 3000, quantity: 300, max_per_order: 4 }],
  });

  const [lawn, stand, box] = event.ticket_types;
  const paid = [await payForTickets(buyer, lawn!.id, 3), await payForTickets(buyer, stand!.id, 2)];
  await api(buyer, 'POST', '/api/tickets/reservations/', { ticket_type_id: lawn!.id, quantity: 2 });
  await api(buyer, 'POST', `/api/tickets/auctions/${box!.auction!.id}/bid/`, { amount: '21000.00' });
  const pending = await api<StaffPayment[]>(staff, 'GET', '/api/payment/staff/payments/?status=pending');
  for (const transactionId of paid) {
    const payment = pending.find((p) => p.transaction_id === transactionId)!;
    await api(staff, 'POST', `/api/payment/staff/payments/${payment.serial_id}/confirm/`);
  }

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto('/studio/events');
    await expect(page.getByRole('link', { name: 'Gérer : Nuit du Soukous' })).toBeVisible();
    await shoot(page, `studio-events-${size.suffix}`, { full: 'phone', waitForPulses: true });

    await page.goto('/studio/events/new');
    await page.getByLabel("Nom de l'événement").fill('Festival Ndombolo');
    await page.getByLabel('Description', { exact: true }).fill('Trois jours de ndombolo en plein air.');
    await expect(page.getByRole('option', { name: 'Festivals' })).toBeAttached();
    await page.getByLabel('Catégorie').selectOption({ label: 'Festivals' });
    await page.getByLabel('Lieu', { exact: true }).fill('Stade de la Réunification');
    await page.getByLabel('Ville', { exact: true }).fill('Douala');
    await page.getByLabel('Début', { exact: true }).fill(localInDouala(60, '18:00'));
    await page.getByLabel('Fin (facultatif)').fill(localInDouala(62, '23:00'));
    const first = page.getByRole('group', { name: 'Billet 1' });
    await first.getByLabel('Nom du billet').fill('Pass 3 jours');
    await first.getByLabel('Prix (XAF)').fill('25000');
    await first.getByLabel('Quantité').fill('500');
    await page.getByRole('button', { name: 'Ajouter un type de billet' }).click();
    const second = page.getByRole('group', { name: 'Billet 2' });
    await second.getByLabel('Nom du billet').fill('Carré Or');
    await second.getByLabel('Prix (XAF)').fill('100000');
    await second.getByLabel('Quantité').fill('1');
    await second.getByLabel('Maximum par commande').selectOption('1');
    await second.getByLabel('Vendre ce billet aux enchères').check();
    await second.getByLabel('Prix de départ (XAF)').fill('40000');
    await second.getByLabel("Fin de l'enchère").fill(localInDouala(50, '12:00'));
    // From the top, nothing focused: the whole page is taken as a reader first sees it.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shoot(page, `studio-event-new-${size.suffix}`, { full: 'always' });

    await page.goto(`/studio/events/${event.serial_id}`);
    await expect(page.getByRole('img', { name: 'Affiche de Nuit du Soukous' })).toBeVisible();
    await shoot(page, `studio-event-edit-${size.suffix}`, { full: 'always', waitForImages: true });

    await page.goto(`/studio/events/${event.serial_id}/sales`);
    await expect(page.getByRole('figure')).toBeVisible();
    await shoot(page, `studio-event-sales-${size.suffix}`, { full: 'always' });
  }

  // A cancelled event: one payment confirmed by staff (refunded by hand), one made on the phone (sent back).
  const cancelled = await api<StudioEvent>(page, 'POST', '/api/studio/events/', {
    name: 'Rumba sous les manguiers',
    description: 'Annulé : la pluie a noyé la scène.',
    category: concerts,
    venue: 'Jardin de Bonanjo',
    city: 'Douala',
    time_zone: 'Africa/Douala',
    starts_at: isoInDouala(40, '19:00'),
    ends_at: null,
    ticket_types: [{ name: 'Entrée', description: '', price: 4000, quantity: 100, max_per_order: 4 }],
  });
  await api(page, 'POST', `/api/studio/events/${cancelled.serial_id}/publish/`);
  const entry = cancelled.ticket_types[0]!.id;
  const byHand = await payForTickets(buyer, entry, 2);
  const waiting = await api<StaffPayment[]>(staff, 'GET', '/api/payment/staff/payments/?status=pending');
  const manual = waiting.find((p) => p.transaction_id === byHand)!;
  await api(staff, 'POST', `/api/payment/staff/payments/${manual.serial_id}/confirm/`);
  const onPhone = await api<Reservation>(buyer, 'POST', '/api/tickets/reservations/', {
    ticket_type_id: entry,
    quantity: 1,
  });
  const request = await api<{ id: string }>(buyer, 'POST', '/api/payment/request-to-pay/', {
    reservation_id: onPhone.serial_id,
    operator: 'mtn',
    phone: '06 123 45 62',
  });
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(buyer, 'GET', `/api/payment/request-to-pay/${request.id}/`)).status,
    )
    .toBe('succeeded');
  await api(page, 'POST', `/api/studio/events/${cancelled.serial_id}/cancel/`);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/studio/events/${cancelled.serial_id}/sales`);
    await expect(page.getByText('Remboursé par l’opérateur')).toBeVisible();
    await shoot(page, `studio-event-refunds-${size.suffix}`, { full: 'always' });
  }
  await Promise.all([buyer.context().close(), staff.context().close()]);
});

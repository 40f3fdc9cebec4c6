import { type Browser, expect, type Page } from '@playwright/test';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

/** `days` from now, at 20:00 in Douala, as the studio takes a start. */
function startIn(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T20:00:00+01:00`;
}

export type CancelledEvent = {
  name: string;
  serialId: string;
  /** The buyer's reservation paid on an MTN phone (5 000 XAF + fees), and its free one. */
  paid: string;
  free: string;
  /** The organizer's page, still signed in (the studio's sales page). */
  organizer: Page;
};

/**
 * An event its organizer published then cancelled after a buyer (signed in on `buyer`) paid one ticket on the
 * phone and took two free ones: everything through the API, as the studio and the buyer's screens would.
 */
export async function seedCancelledEvent(
  browser: Browser,
  buyer: Page,
  label: string,
): Promise<CancelledEvent> {
  const organizer = await (await browser.newContext()).newPage();
  await Promise.all([
    signInThroughUi(organizer, ORGANIZER_ACCOUNT, `/login?next=${encodeURIComponent('/studio/events')}`),
    registerAndSignIn(buyer, label),
  ]);
  await expect(organizer).toHaveURL('/studio/events');
  const name = `Gala annulé ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const event = await callApi<{ serial_id: string; ticket_types: { id: number; name: string }[] }>(
    organizer,
    'POST',
    '/api/studio/events/',
    {
      name,
      description: 'Une soirée qui n’aura pas lieu.',
      category: 'concerts',
      venue: 'Palais des Sports',
      city: 'Douala',
      starts_at: startIn(30),
      ticket_types: [
        { name: 'Standard', price: 5000, quantity: 50 },
        { name: 'Entrée libre', price: 0, quantity: 100 },
      ],
    },
  );
  expect(event.serial_id, JSON.stringify(event)).toBeTruthy();
  const published = await callApi<{ status: string }>(
    organizer,
    'POST',
    `/api/studio/events/${event.serial_id}/publish/`,
    {},
  );
  expect(published.status, JSON.stringify(published)).toBe('published');
  const [standard, free] = event.ticket_types;

  const reserve = (ticketTypeId: number, quantity: number) =>
    callApi<{ serial_id: string }>(buyer, 'POST', '/api/tickets/reservations/', {
      ticket_type_id: ticketTypeId,
      quantity,
    });
  const first = await reserve(standard!.id, 1);
  expect(first.serial_id, JSON.stringify(first)).toBeTruthy();
  const paid = first.serial_id;
  // The operator simulator approves a number ending in 0–6 after a short delay.
  const request = await callApi<{ id: string }>(buyer, 'POST', '/api/payment/request-to-pay/', {
    reservation_id: paid,
    operator: 'mtn',
    phone: '061234561',
  });
  expect(request.id, JSON.stringify(request)).toBeTruthy();
  await expect
    .poll(
      async () =>
        (await callApi<{ status: string }>(buyer, 'GET', `/api/payment/request-to-pay/${request.id}/`))
          .status,
      { timeout: 20_000 },
    )
    .toBe('succeeded');
  const freeSerial = (await reserve(free!.id, 2)).serial_id;

  const cancelled = await callApi<{ status: string }>(
    organizer,
    'POST',
    `/api/studio/events/${event.serial_id}/cancel/`,
    {},
  );
  expect(cancelled.status, JSON.stringify(cancelled)).toBe('cancelled');
  return { name, serialId: event.serial_id, paid, free: freeSerial, organizer };
}

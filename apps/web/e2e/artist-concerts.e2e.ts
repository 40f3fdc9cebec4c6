import { type Browser, expect as baseExpect, test } from '@playwright/test';
import type { LineupRequest, Song, StudioEvent } from '@sanza/contracts';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// From a song to a concert ticket, on a phone: a listener follows the artist of a song; an organizer
// puts that artist on a new event with a subscribers' pre-sale and the artist's side (staff here) confirms; the
// listener is told by the bell, opens the artist page and reserves in the pre-sale, which a stranger cannot.

test.use({ viewport: { width: 360, height: 740 } });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A page of its own signed in as `account` (through the screens), for the API calls of that role. */
async function signedIn(browser: Browser, account: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, account);
  await expect(page).toHaveURL('/');
  return page;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('a listener follows an artist from a song, is told of the concert and reserves in the subscribers’ pre-sale', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [song] = (await (await request.get('/api/streaming/musics/trending/')).json()) as Song[];
  const artist = song!.artists[0]!;
  const [organizer, staff] = await Promise.all([
    signedIn(browser, ORGANIZER_ACCOUNT),
    signedIn(browser, STAFF_ACCOUNT),
    registerAndSignIn(page, 'fan'),
  ]);

  // The song, then its artist, followed.
  await page.goto(`/musics/${song!.reference_id}`);
  await page.getByRole('main').getByRole('link', { name: artist.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
  await page.getByRole('button', { name: "S'abonner" }).click();
  await expect(page.getByRole('button', { name: 'Se désabonner' })).toBeVisible();

  // The organizer's new event, on sale to the line-up's subscribers first; the artist's side confirms.
  const name = `Concert ${artist.name} ${Date.now().toString(36)}`;
  const event = await callApi<StudioEvent>(organizer, 'POST', '/api/studio/events/', {
    name,
    description: 'Le grand retour',
    category: 'concerts',
    venue: 'Palais des Sports',
    city: 'Yaoundé',
    starts_at: inHours(24 * 20),
    ticket_types: [
      { name: 'Prévente', price: 8000, quantity: 50, presale_start: inHours(-1), sales_start: inHours(48) },
    ],
  });
  expect(event.serial_id).toBeTruthy();
  await callApi(organizer, 'POST', `/api/studio/events/${event.serial_id}/publish/`, {});
  await callApi(organizer, 'PATCH', `/api/studio/events/${event.serial_id}/`, { artists: [artist.id] });
  const requests = await callApi<LineupRequest[]>(staff, 'GET', '/api/studio/lineups/');
  const asked = requests.find((r) => r.event.serial_id === event.serial_id)!;
  expect(
    (await callApi<LineupRequest>(staff, 'POST', `/api/studio/lineups/${asked.id}/confirm/`, {})).status,
  ).toBe('confirmed');

  // The bell tells the listener (the job runs every 2 s in the journeys).
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('button', { name: /Notifications \(\d+ non lue/ }).count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  await page.getByRole('button', { name: /Notifications \(\d+ non lue/ }).click();
  await expect(page.getByRole('dialog').getByText(new RegExp(`${artist.name} en concert le`))).toBeVisible();
  await page.keyboard.press('Escape');

  // The artist page's « Concerts à venir », and the reservation made in place, in the pre-sale.
  await page.goto(`/artists/${artist.id}`);
  const concerts = page.getByRole('region', { name: 'Concerts à venir' });
  const concert = concerts.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(concert).toContainText('Yaoundé');
  await concert.getByRole('button', { name: 'Réserver' }).click();
  await expect(concert.getByText('Prévente réservée aux abonnés', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('artist-concerts-presale.png'), fullPage: true });
  await concert.getByRole('button', { name: /^Prévente/ }).click();
  await concert.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Réservation n° / })).toBeVisible();
  await expect(page.getByRole('row', { name: /Prévente/ })).toContainText('1');

  // A stranger is refused until the public sale.
  const stranger = await (await browser.newContext()).newPage();
  await registerAndSignIn(stranger, 'curieux');
  const refused = await callApi<{ detail: string }>(stranger, 'POST', '/api/tickets/reservations/', {
    ticket_type_id: event.ticket_types[0]!.id,
    quantity: 1,
  });
  expect(refused.detail).toBe('Prévente réservée aux abonnés');
});

import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { signInThroughUi } from './accounts-support.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { dayInDouala, isoInDouala, localInDouala } from './support.ts';

// An organizer edits a published event from the studio on a phone, on the default setup (the embedded
// database): its category, a ticket's price and its dates are saved, and the public page shows them, while the
// rest of the site keeps answering.

test.use({ viewport: { width: 360, height: 740 } });

const expect = baseExpect.configure({ timeout: 15_000 });

/** A published event of the journeys' organizer, made through the API. */
async function publishedEvent(
  request: APIRequestContext,
  name: string,
): Promise<Event & { serial_id: string }> {
  const token = await request.post('/api/api/token/', {
    data: { username: ORGANIZER_ACCOUNT.username, password: ORGANIZER_ACCOUNT.password },
  });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).access}` };
  const created = await request.post('/api/studio/events/', {
    headers,
    data: {
      name,
      description: 'Rumba et soukous.',
      category: 'concerts',
      venue: 'Palais des Sports',
      city: 'Douala',
      starts_at: isoInDouala(40, '20:00'),
      ticket_types: [{ name: 'Pelouse', price: 5000, quantity: 100 }],
    },
  });
  expect(created.status()).toBe(201);
  const event = await created.json();
  expect((await request.post(`/api/studio/events/${event.serial_id}/publish/`, { headers })).ok()).toBe(true);
  return event;
}

test('an organizer changes the category, a price and the dates of a published event; the public page shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Rumba du fleuve ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const event = await publishedEvent(request, name);
  await signInThroughUi(
    page,
    ORGANIZER_ACCOUNT,
    `/login?next=${encodeURIComponent(`/studio/events/${event.serial_id}`)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByLabel('Catégorie').selectOption({ label: 'Théâtre' });
  await page.getByRole('group', { name: 'Billet 1' }).getByLabel('Prix (XAF)').fill('7500');
  await page.getByLabel('Début', { exact: true }).fill(localInDouala(45, '19:30'));
  await page.getByLabel('Fin (facultatif)', { exact: true }).fill(localInDouala(45, '23:30'));
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeEnabled();

  // The rest of the site answers meanwhile: the save did not hold the database.
  expect((await request.get('/api/events/')).ok()).toBe(true);

  const answer = (await (await request.get(`/api/events/${event.serial_id}/`)).json()) as Event;
  expect(answer.category.name).toBe('Théâtre');
  expect(answer.date).toBe(dayInDouala(45));
  expect(answer.time).toBe('19:30:00');
  expect(answer.ticket_types[0]?.price).toBe(7500);

  await page.goto(`/events/${event.serial_id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Théâtre', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('19:30').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pelouse/ })).toContainText(/7\s500\sXAF/);
  await page.screenshot({ path: test.info().outputPath('public-page.png'), fullPage: true });
});

import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import type { Event } from '@sanza/contracts';
import { portraitPng, registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { localInDouala } from './support.ts';

// The organizer's studio on a phone: an organizer creates an event with two ticket types and an
// auction, gives it a cover and publishes it; a listener reserves a ticket and bids; the studio counts the
// ticket held, and the public answer carries the cover.

test.use({ viewport: { width: 360, height: 740 } });

// Most steps wait on the server's heavy work (password hashes, the cover's resizing, a new page's code), which
// takes longer than the default 5 s when other journeys share the machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A listener registered and signed in through the screens, in a browser context of their own. */
async function signedInListener(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const account = await registerAndSignIn(page, 'auditeur');
  return { page, account };
}

/** `21 000 XAF` as the pages write it (grouping spaces are no-break spaces). */
const priceText = (amount: number) =>
  new RegExp(`${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\sXAF`);

/** Nothing on the page scrolls sideways at 360 px. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** A ticket type of the public event page, by the start of its name. */
const ticketType = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

test('an organizer creates, illustrates and publishes an event with an auction; a listener reserves and bids; the studio shows the held ticket', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Nuit du Soukous ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const [, { page: listener, account: listenerAccount }] = await Promise.all([
    signInThroughUi(page, ORGANIZER_ACCOUNT, `/login?next=${encodeURIComponent('/studio/events')}`),
    signedInListener(browser),
  ]);

  // My events, then the new event's form.
  await expect(page).toHaveURL('/studio/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes événements' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('link', { name: 'Nouvel événement' }).click();
  await expect(page).toHaveURL('/studio/events/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeVisible();
  await expect(
    page.getByText('Votre événement est enregistré en brouillon : vous le publierez quand il sera prêt.'),
  ).toBeVisible();

  await page.getByLabel("Nom de l'événement").fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Soukous et ndombolo jusqu’au petit matin.');
  const category = page.getByLabel('Catégorie');
  await expect(category.getByRole('option', { name: 'Concerts' })).toBeAttached();
  await category.selectOption({ label: 'Concerts' });
  await page.getByLabel('Lieu', { exact: true }).fill('Palais des Sports');
  await page.getByLabel('Ville', { exact: true }).fill('Douala');
  await expect(page.getByLabel('Fuseau horaire')).toHaveValue('Africa/Douala');
  await page.getByLabel('Début', { exact: true }).fill(localInDouala(30, '20:00'));

  const first = page.getByRole('group', { name: 'Billet 1' });
  await first.getByLabel('Nom du billet').fill('Pelouse');
  await first.getByLabel('Prix (XAF)').fill('5000');
  await first.getByLabel('Quantité').fill('200');

  await page.getByRole('button', { name: 'Ajouter un type de billet' }).click();
  const second = page.getByRole('group', { name: 'Billet 2' });
  await second.getByLabel('Nom du billet').fill('Tribune');
  await second.getByLabel('Prix (XAF)').fill('15000');
  await second.getByLabel('Quantité').fill('50');
  await second.getByLabel('Maximum par commande').selectOption('2');

  await page.getByRole('button', { name: 'Ajouter un type de billet' }).click();
  const third = page.getByRole('group', { name: 'Billet 3' });
  await third.getByLabel('Nom du billet').fill('Loge présidentielle');
  await third.getByLabel('Prix (XAF)').fill('50000');
  await third.getByLabel('Quantité').fill('1');
  await third.getByLabel('Maximum par commande').selectOption('1');
  await third.getByLabel('Vendre ce billet aux enchères').check();
  const auction = third.getByRole('group', { name: 'Enchère' });
  await auction.getByLabel('Prix de départ (XAF)').fill('20000');
  await expect(auction.getByLabel("Pas d'enchère (XAF)")).toHaveValue('1000');
  await auction.getByLabel("Pas d'enchère (XAF)").fill('500');
  await auction.getByLabel("Fin de l'enchère").fill(localInDouala(20, '12:00'));
  // The auction's box stays inside its ticket's, as wide as the other tickets (a fieldset grows to its content).
  const widthOf = async (group: Locator) => (await group.boundingBox())?.width ?? 0;
  expect(await widthOf(third)).toBeCloseTo(await widthOf(first), 0);
  await expectNoSideScroll(page);

  // Created as a draft: its studio page, not yet public.
  await page.getByRole('button', { name: "Créer l'événement" }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/events\/[^/]+$/);
  const serialId = new URL(page.url()).pathname.split('/').pop()!;
  expect(serialId).not.toBe('new');
  const status = page.getByRole('region', { name: 'Publication' });
  await expect(status.getByText('Brouillon', { exact: true })).toBeVisible();
  await expect(
    status.getByText('Brouillon : seul vous le voyez. Publiez-le pour ouvrir la vente.'),
  ).toBeVisible();
  expect((await request.get(`/api/events/${serialId}/`)).status()).toBe(404);

  // The three ticket types were saved, the auction with them (shown read-only from now on).
  await expect(page.getByRole('group', { name: /^Billet \d$/ })).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Billet 1' }).getByLabel('Nom du billet')).toHaveValue(
    'Pelouse',
  );
  await expect(page.getByRole('group', { name: 'Billet 2' }).getByLabel('Nom du billet')).toHaveValue(
    'Tribune',
  );
  const savedAuction = page.getByRole('group', { name: 'Billet 3' }).getByRole('group', { name: 'Enchère' });
  await expect(savedAuction.getByText("L'enchère d'un billet existant ne se modifie pas.")).toBeVisible();
  await expect(savedAuction.getByLabel('Prix de départ (XAF)')).toHaveValue('20000');
  await expect(savedAuction.getByLabel("Pas d'enchère (XAF)")).toHaveValue('500');
  await expect(savedAuction.getByLabel('Prix de départ (XAF)')).not.toBeEditable();

  // The cover: a PNG made here, previewed, sent, then shown as the server's WebP.
  const cover = page.getByRole('region', { name: 'Affiche' });
  await expect(cover.getByText('Aucune affiche pour le moment')).toBeVisible();
  await cover.getByLabel('Choisir une image').setInputFiles({
    name: 'affiche.png',
    mimeType: 'image/png',
    buffer: portraitPng(480),
  });
  await expect(cover.getByRole('img', { name: "Aperçu de l'affiche" })).toBeVisible();
  await cover.getByRole('button', { name: "Envoyer l'image" }).click();
  await expect(cover.getByText('Affiche enregistrée')).toBeVisible();
  const shown = cover.getByRole('img', { name: `Affiche de ${name}` });
  await expect(shown).toHaveAttribute('src', /\/events\/covers\/.+-640\.webp$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(cover.getByText("Changer l'image")).toBeVisible();
  await expectNoSideScroll(page);

  // Published after its confirmation.
  await status.getByRole('button', { name: 'Publier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publier cet événement ?' });
  await expect(
    confirm.getByText('Il apparaîtra dans les événements de Sanza et ses billets seront mis en vente.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Oui, publier' }).click();
  await expect(confirm).toBeHidden();
  await expect(status.getByText('Événement publié')).toBeVisible();
  await expect(status.getByText('Publié', { exact: true })).toBeVisible();
  await expect(
    status.getByText('Publié : il est visible sur Sanza et ses billets sont en vente.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir la page publique' })).toHaveAttribute(
    'href',
    `/events/${serialId}`,
  );

  // The listener finds it among the events and reserves one ticket of the lawn.
  await listener.goto('/events');
  await listener.getByRole('searchbox', { name: 'Rechercher un événement' }).fill(name);
  const card = listener.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('enchère en cours...')).toBeVisible();
  await card.getByRole('link', { name: `Réserver : ${name}` }).click();
  await expect(listener).toHaveURL(`/events/${serialId}`);
  await expect(listener.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(listener.getByText(ORGANIZER_ACCOUNT.username, { exact: true })).toBeVisible();
  await ticketType(listener, 'Pelouse').click();
  await listener.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(listener.getByText('Réservation effectuée avec succès !')).toBeVisible();
  await expect(listener).toHaveURL(/\/reservations\/[^/]+$/);
  await expect(listener.getByRole('row', { name: /Pelouse/ })).toContainText('1');

  // Then bids on the auctioned box, from the event page: at least the price plus the organizer's step.
  await listener.goto(`/events/${serialId}`);
  await ticketType(listener, 'Loge présidentielle').click();
  await expect(listener).toHaveURL(/\/auctions\/\d+$/);
  const price = listener.locator('[aria-live="polite"]').filter({ hasText: 'Prix actuel' });
  await expect(price).toContainText(priceText(20_000));
  await listener.getByLabel('Votre enchère (XAF)').fill('21000');
  await listener.getByRole('button', { name: 'Enchérir', exact: true }).click();
  await expect(listener.getByText('Enchère placée avec succès !')).toBeVisible();
  await expect(price).toContainText(priceText(21_000));
  await expect(
    listener.getByRole('region', { name: 'Historique des enchères' }).getByRole('listitem').first(),
  ).toContainText(listenerAccount.username);

  // The organizer's list counts the held ticket, and the auction's stock untouched.
  await page.goto('/studio/events');
  const mine = page.getByRole('article').filter({ has: page.getByRole('link', { name: `Gérer : ${name}` }) });
  await expect(mine.getByText('Publié', { exact: true })).toBeVisible();
  const rows = mine.getByRole('listitem');
  await expect(rows.filter({ hasText: 'Pelouse' })).toContainText(
    '0 vendu(s) · 1 réservé(s) · 199 restant(s)',
  );
  await expect(rows.filter({ hasText: 'Tribune' })).toContainText(
    '0 vendu(s) · 0 réservé(s) · 50 restant(s)',
  );
  await expect(rows.filter({ hasText: 'Loge présidentielle' })).toContainText(
    '0 vendu(s) · 0 réservé(s) · 1 restant(s)',
  );
  await expectNoSideScroll(page);

  // The sales page: one ticket held, none paid yet.
  await mine.getByRole('link', { name: `Gérer : ${name}` }).click();
  await expect(page).toHaveURL(`/studio/events/${serialId}`);
  await page.getByRole('link', { name: 'Ventes et participants' }).click();
  await expect(page).toHaveURL(`/studio/events/${serialId}/sales`);
  await expect(page.getByRole('heading', { level: 1, name: `Ventes · ${name}` })).toBeVisible();
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Billets vendus')).toHaveText('0');
  await expect(figure('Billets réservés')).toHaveText('1');
  const types = page.getByRole('region', { name: 'Billets par type' });
  await expect(types.getByRole('row', { name: /Pelouse/ }).getByRole('cell')).toHaveText(['0', '1']);
  await expect(types.getByRole('row', { name: /Tribune/ }).getByRole('cell')).toHaveText(['0', '0']);
  await expect(
    page.getByText('Aucune vente pour le moment : le graphique apparaîtra avec les premiers billets payés.'),
  ).toBeVisible();
  await expect(page.getByText('Aucun paiement confirmé pour le moment.')).toBeVisible();
  await expectNoSideScroll(page);

  // The public answer carries the cover, in every width.
  const answer = await request.get(`/api/events/${serialId}/`);
  expect(answer.ok()).toBe(true);
  const event = (await answer.json()) as Event;
  expect(event.image).toMatch(/\/events\/covers\/.+-640\.webp$/);
  expect(event.image_srcset).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-1280\.webp 1280w$/);
  const picture = await request.get(new URL(event.image!, page.url()).toString());
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['content-type']).toBe('image/webp');
  await listener.context().close();
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

/** A signed-in page for a fresh account (registered and signed in through the screens, captcha included). */
async function signedInPage(browser: Browser, label: string): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return { page, account };
}

/** A ticket type of the event page, by the start of its name. */
const ticketType = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** The reservation cards of /reservations for an event. */
const cardsOf = (page: Page, eventName: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: eventName }) });

test.describe('events, reservations and sharing', () => {
  // Two accounts registered through the captcha, and a whole journey: longer than the default.
  test.describe.configure({ timeout: 120_000 });

  test('browse and filter events, reserve 2 tickets, share with a friend, who sees it, then cancel', async ({
    browser,
  }) => {
    const [owner, friend] = await Promise.all([
      signedInPage(browser, 'awa'),
      signedInPage(browser, 'bintou'),
    ]);
    const page = owner.page;

    // The list: every event at first (the past one too), then only upcoming ones through 'Filtres'.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Événements' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Malabo Jazz Club' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByRole('group', { name: 'Afficher' }).getByText('À venir', { exact: true }).click();
    await expect(page).toHaveURL('/events?filtre=upcoming');
    await expect(page.getByRole('heading', { level: 2, name: 'Malabo Jazz Club' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Rechercher un événement' }).fill('rumba');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Nuit de la Rumba']);
    const card = page.getByRole('article').filter({ hasText: 'Nuit de la Rumba' });
    await expect(card.getByText('enchère en cours...')).toBeVisible();
    await expect(card.getByText('À partir de')).toBeVisible();

    // The event: choose Standard, 2 tickets, reserve.
    await card.getByRole('link', { name: 'Réserver : Nuit de la Rumba' }).click();
    await expect(page).toHaveURL(/\/events\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuit de la Rumba' })).toBeVisible();
    const reserve = page.getByRole('button', { name: 'Réserver', exact: true });
    await expect(reserve).toBeDisabled();
    await ticketType(page, 'Standard').click();
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(page.getByRole('group', { name: 'Quantité' }).getByRole('status')).toHaveText('2');
    await reserve.click();

    await expect(page.getByText('Réservation effectuée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/reservations\/[^/]+$/);
    const serialId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Réservation n° ${serialId}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /Standard/ })).toContainText('2');
    await expect(page.getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute(
      'href',
      `/reservation/${serialId}/checkout`,
    );

    // The list, then sharing with the friend, found by search.
    await page.getByRole('link', { name: 'Retour aux réservations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    const mine = cardsOf(page, 'Nuit de la Rumba');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('En attente')).toBeVisible();
    await expect(mine.getByText('Ma reservation')).toBeVisible();
    await mine.getByRole('button', { name: 'Partager la réservation : Nuit de la Rumba' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partager la réservation' });
    await expect(dialog.getByText('Tapez au moins 2 caractères pour rechercher')).toBeVisible();
    await dialog.getByLabel('Rechercher un utilisateur').fill(friend.account.username.slice(0, 10));
    await dialog.getByRole('button', { name: friend.account.username, exact: true }).click();
    await dialog.getByRole('button', { name: 'Partager', exact: true }).click();
    await expect(page.getByText('Réservation partagée avec succès')).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Déjà partagée avec' }).getByText(friend.account.username),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    // The friend sees it as shared with them, read-only.
    await friend.page.goto('/reservations');
    const shared = cardsOf(friend.page, 'Nuit de la Rumba');
    await expect(shared.getByText('Partagée avec moi')).toBeVisible();
    await expect(shared.getByRole('button', { name: /^Partager/ })).toHaveCount(0);
    await shared.getByRole('link', { name: 'Nuit de la Rumba' }).click();
    await expect(friend.page).toHaveURL(`/reservations/${serialId}`);
    await expect(friend.page.getByText(`Partagée par ${owner.account.username}`)).toBeVisible();
    await expect(friend.page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);

    // The owner cancels: it leaves the list (both lists).
    await mine.getByRole('link', { name: 'Nuit de la Rumba' }).click();
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    await page
      .getByRole('dialog', { name: 'Annuler cette réservation ?' })
      .getByRole('button', { name: 'Oui, annuler' })
      .click();
    await expect(page.getByText('Réservation annulée avec succès')).toBeVisible();
    await expect(page).toHaveURL('/reservations');
    await expect(cardsOf(page, 'Nuit de la Rumba')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Aucune réservation pour le moment' })).toBeVisible();

    await friend.page.goto('/reservations');
    await expect(friend.page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    await expect(cardsOf(friend.page, 'Nuit de la Rumba')).toHaveCount(0);
  });

  test('cart: add two ticket types, change a quantity, check out to the new reservation; invite a friend', async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, 'cedric');
    await page.goto('/events?q=makossa');
    await page.getByRole('link', { name: 'Réserver : Makossa Live' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Makossa Live' })).toBeVisible();
    // The VIP tickets of this event are sold out: they cannot be chosen.
    await expect(ticketType(page, 'VIP')).toBeDisabled();

    await page.goto('/events?q=rumba');
    await page.getByRole('link', { name: 'Réserver : Nuit de la Rumba' }).click();
    const addedToCart = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/tickets/cart/items/') && r.status() === 201);
    await ticketType(page, 'Standard').click();
    await Promise.all([addedToCart(), page.getByRole('button', { name: 'Ajouter au panier' }).click()]);
    await expect(page.getByText('Billets ajoutés au panier').first()).toBeVisible();
    await ticketType(page, 'VIP').click();
    await Promise.all([addedToCart(), page.getByRole('button', { name: 'Ajouter au panier' }).click()]);

    // Friends are invited from the event page; the modal closes by itself after success.
    await page.getByRole('button', { name: 'Inviter des amis' }).click();
    const invite = page.getByRole('dialog', { name: 'Inviter un ami' });
    await invite.getByLabel('Email de votre ami').fill('pas-un-email');
    await invite.getByRole('button', { name: 'Envoyer' }).click();
    await expect(invite.getByText('Email invalide')).toBeVisible();
    await invite.getByLabel('Email de votre ami').fill(`ami.${Date.now()}@example.org`);
    await invite.getByRole('button', { name: 'Envoyer' }).click();
    await expect(invite.getByText('Invitation envoyée !')).toBeVisible();
    await expect(invite).toBeHidden({ timeout: 5000 });

    // On a phone, the top bar leads to the cart and says how many tickets wait there.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('banner').getByRole('link', { name: 'Panier, 2 billets en attente' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    const standard = page.getByRole('group', { name: 'Quantité : Standard' });
    await expect(standard.getByRole('button', { name: /Diminuer/ })).toBeDisabled();
    await standard.getByRole('button', { name: /Augmenter/ }).click();
    await expect(standard.getByRole('status')).toHaveText('2');
    // 2 × 10 000 + 1 × 25 000.
    await expect(page.getByText('45 000 XAF')).toBeVisible();

    await page.getByRole('button', { name: 'Procéder au paiement' }).click();
    await expect(page).toHaveURL(/\/reservations\/[^/]+$/);
    await expect(page.getByRole('row', { name: /Standard/ })).toContainText('2');
    await expect(page.getByRole('row', { name: /VIP/ })).toContainText('1');
    await expect(page.getByText('45 000 XAF').first()).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
  });

  test('a visitor choosing tickets is asked to sign in, and comes back to the event', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('link', { name: 'Réserver : Afrobeat Sunset' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Afrobeat Sunset' })).toBeVisible();
    const eventPath = new URL(page.url()).pathname;
    await ticketType(page, 'Standard').click();
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(eventPath)}`);
  });

  test('an unknown event says Événement non trouvé', async ({ page }) => {
    await page.goto('/events/nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Événement non trouvé' })).toBeVisible();
  });

  test.describe('on a 360×740 phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the event list and an event page fit the screen without horizontal scrolling', async ({ page }) => {
      await page.goto('/events');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('link', { name: 'Réserver : Nuit de la Rumba' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nuit de la Rumba' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

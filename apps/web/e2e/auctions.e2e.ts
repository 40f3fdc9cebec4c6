import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Auction } from '@sanza/contracts';
import { type Account, newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

/** The running auctions, straight from the API. */
async function fetchActiveAuctions(request: APIRequestContext): Promise<Auction[]> {
  const response = await request.get('/api/tickets/auctions/?is_active=true');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Auction[];
}

/** A signed-in page for a fresh account (registered and signed in through the screens, captcha included). */
async function signedInPage(browser: Browser, label: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return { page, account };
}

/** `1 501 XAF` as the page writes it (grouping spaces are no-break spaces). */
const priceText = (amount: number) =>
  new RegExp(`${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\sXAF`);

/** The auction page, seen through its roles. */
function auctionPage(page: Page) {
  return {
    price: page.locator('[aria-live="polite"]').filter({ hasText: 'Prix actuel' }),
    history: page.getByRole('region', { name: 'Historique des enchères' }).getByRole('listitem'),
    amount: page.getByLabel('Votre enchère (XAF)'),
    timer: page.getByRole('timer'),
  };
}

test.describe('auctions', () => {
  test('lists the running auctions with countdowns that tick', async ({ page, request }) => {
    const auctions = await fetchActiveAuctions(request);
    expect(auctions.length).toBeGreaterThanOrEqual(3);

    await page.goto('/auctions');
    await expect(page.getByRole('heading', { level: 1, name: 'Enchères' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(auctions.length);
    for (const auction of auctions) {
      const card = cards.filter({
        has: page.getByRole('link', { name: `Enchérir : ${auction.event.name}` }),
      });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(auction.event.name);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/auctions/${auction.id}`);
      await expect(card.getByText('Prix initial').locator('..')).toContainText(
        priceText(auction.start_price),
      );
    }

    // The countdown of the auction ending soonest moves within about two seconds.
    const soonest = [...auctions].sort((a, b) => Date.parse(a.end_time!) - Date.parse(b.end_time!))[0]!;
    const timer = cards
      .filter({ has: page.getByRole('link', { name: `Enchérir : ${soonest.event.name}` }) })
      .getByRole('timer');
    await expect(timer).toHaveText(/^(\d+ j )?(\d+ h )?(\d+ min )?\d+ s$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 2_500 });
  });

  test('a bid placed by one viewer reaches the other live; a visitor is asked to sign in', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // The auction ending last: no soft close, and no other journey bids on it.
    const auctions = await fetchActiveAuctions(request);
    const auction = [...auctions].sort((a, b) => Date.parse(b.end_time!) - Date.parse(a.end_time!))[0]!;
    const path = `/auctions/${auction.id}`;
    const [bidder, watcher] = await Promise.all([
      signedInPage(browser, 'enchere'),
      signedInPage(browser, 'observe'),
    ]);

    // Both open the auction; the watcher's live stream is connected before the bid goes out.
    // (A signed-in viewer's stream carries their token in the query.)
    const streamOpen = watcher.page.waitForResponse((r) =>
      r.url().includes(`/api/tickets/auctions/${auction.id}/events/`),
    );
    await Promise.all([bidder.page.goto(path), watcher.page.goto(path)]);
    await streamOpen;
    const watching = auctionPage(watcher.page);
    await expect(watching.timer).toHaveText(/\d+ s$/);
    await watcher.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The bidder's amount is prefilled with the current price + 1; they send it.
    const bidding = auctionPage(bidder.page);
    const current = Number((await bidding.amount.getAttribute('min')) ?? Number.NaN) - 1;
    expect(current).toBeGreaterThanOrEqual(auction.current_price);
    const amount = current + 500;
    await bidding.amount.fill(String(amount));
    await bidder.page.getByRole('button', { name: 'Enchérir', exact: true }).click();
    await expect(bidder.page.getByText('Enchère placée avec succès !')).toBeVisible();
    await expect(bidding.price).toContainText(priceText(amount));
    await expect(bidding.history.first()).toContainText(bidder.account.username);
    await expect(bidding.amount).toHaveValue(String(amount + 1));

    // The watcher sees the new price and the bid at the top of the history, without reloading.
    await expect(watching.price).toContainText(priceText(amount));
    await expect(watching.history.first()).toContainText(bidder.account.username);
    await expect(watching.history.first()).toContainText(priceText(amount));
    await expect(watching.amount).toHaveValue(String(amount + 1));
    expect(
      await watcher.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // The watcher outbids them: the bidder, still on the page, is told at once, and the bell counts it.
    await watching.amount.fill(String(amount + 1000));
    await watcher.page.getByRole('button', { name: 'Enchérir', exact: true }).click();
    await expect(watcher.page.getByText('Enchère placée avec succès !')).toBeVisible();
    await expect(
      bidder.page.getByRole('alert').filter({ hasText: 'Vous avez été surenchéri' }),
    ).toContainText(priceText(amount + 1000));
    await expect(bidder.page.getByRole('button', { name: 'Notifications (1 non lue)' })).toBeVisible();
    await bidder.page.getByRole('button', { name: 'Notifications (1 non lue)' }).click();
    const list = bidder.page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: /Vous avez été surenchéri sur/ })).toHaveAttribute(
      'href',
      path,
    );
    await list.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect(list.getByRole('button', { name: 'Tout marquer comme lu' })).toBeHidden();
    await list.getByRole('button', { name: 'Fermer' }).click();
    await expect(bidder.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    const finalPrice = amount + 1000;

    // A visitor: the submit is disabled and asks to sign in; the links bring them back here.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(path);
    await expect(auctionPage(visitor).price).toContainText(priceText(finalPrice));
    await expect(visitor.getByRole('button', { name: 'Connectez-vous pour enchérir' })).toBeDisabled();
    await expect(visitor.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/login?next=${path}`,
    );
    await expect(visitor.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/register?next=${path}`,
    );
    await visitor.getByRole('link', { name: 'Se connecter' }).click();
    await expect(visitor).toHaveURL(`/login?next=${path}`);
    // Once signed in, they are back on the auction with the form ready.
    await signInThroughUi(visitor, watcher.account, '');
    await expect(visitor).toHaveURL(path);
    await expect(visitor.getByRole('button', { name: 'Enchérir', exact: true })).toBeEnabled();
  });
});

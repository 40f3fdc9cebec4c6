import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import type { Event } from '@sanza/contracts';
import {
  type Account,
  confirmEmailThroughMail,
  newAccount,
  registerThroughUi,
  signInThroughUi,
} from './accounts-support.ts';

/** Contexts made from the worker's browser outlive a test: each test closes its own. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A signed-in page for a fresh account (registered and signed in through the screens, captcha included). */
async function signedInPage(
  browser: Browser,
  label: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return { page, account };
}

/** The public id of a seeded event, by name. */
async function eventIdOf(request: APIRequestContext, name: string): Promise<string> {
  const events = (await (await request.get('/api/events/')).json()) as Event[];
  const event = events.find((one) => one.name === name);
  expect(event, name).toBeDefined();
  return event!.serial_id;
}

/** Invites `email` from the event page, through 'Inviter des amis'; the modal closes by itself. */
async function inviteFromEventPage(page: Page, eventId: string, eventName: string, email: string) {
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await page.getByRole('button', { name: 'Inviter des amis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un ami' });
  await dialog.getByLabel('Email de votre ami').fill(email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Invitation envoyée !')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/** The invitation cards of the open tab for an event. */
const cardsOf = (page: Page, eventName: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: eventName, exact: true }) });

test.describe('invitations', () => {
  // Two accounts registered through the captcha, and a whole journey: longer than the default.
  test.describe.configure({ timeout: 120_000 });

  test('A invites B from an event page; B accepts under Reçues; A sees Acceptée under Envoyées, and cancels another', async ({
    browser,
    request,
  }) => {
    const [rumbaId, makossaId] = await Promise.all([
      eventIdOf(request, 'Nuit de la Rumba'),
      eventIdOf(request, 'Makossa Live'),
    ]);
    const [awa, bintou] = await Promise.all([signedInPage(browser, 'awa'), signedInPage(browser, 'bintou')]);
    // Invitations follow confirmed addresses only: B opens the link mailed at registration.
    await confirmEmailThroughMail(bintou.page, bintou.account.email);
    const friendWithoutAccount = `ami.${Date.now().toString(36)}@example.org`;

    // A invites B to the Rumba night, and a friend without an account to Makossa Live.
    await inviteFromEventPage(awa.page, rumbaId, 'Nuit de la Rumba', bintou.account.email);
    await inviteFromEventPage(awa.page, makossaId, 'Makossa Live', friendWithoutAccount);

    // B finds it under 'Reçues' (the tab by default) and accepts.
    const b = bintou.page;
    await b
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Invitations' })
      .click();
    await expect(b).toHaveURL('/invitations');
    await expect(b.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expect(b.getByRole('tab', { name: 'Reçues' })).toHaveAttribute('aria-selected', 'true');
    const received = cardsOf(b, 'Nuit de la Rumba');
    await expect(received).toHaveCount(1);
    await expect(received.getByText(`Invité par ${awa.account.username}`)).toBeVisible();
    await expect(received.getByText('En attente')).toBeVisible();
    await received.getByRole('button', { name: /^Accepter/ }).click();
    await expect(b.getByText('Invitation acceptée avec succès')).toBeVisible();
    await expect(received.getByText('Acceptée')).toBeVisible();
    await expect(received.getByRole('button')).toHaveCount(0);
    // B sent nothing.
    await b.getByRole('tab', { name: 'Envoyées' }).click();
    await expect(b.getByRole('heading', { name: "Vous n'avez envoyé aucune invitation." })).toBeVisible();

    // A opens 'Envoyées': the Rumba invitation is accepted, the Makossa one still pending.
    const a = awa.page;
    await a.goto('/invitations');
    await expect(a.getByRole('heading', { name: 'Aucune invitation reçue pour le moment.' })).toBeVisible();
    await a.getByRole('tab', { name: 'Envoyées' }).click();
    await expect(a).toHaveURL('/invitations?onglet=envoyees');
    const accepted = cardsOf(a, 'Nuit de la Rumba');
    await expect(accepted.getByText('Acceptée')).toBeVisible();
    await expect(accepted.getByText(`Envoyée à ${bintou.account.email}`)).toBeVisible();
    await expect(accepted.getByRole('button')).toHaveCount(0);
    const pending = cardsOf(a, 'Makossa Live');
    await expect(pending.getByText('En attente')).toBeVisible();

    // A cancels the pending one, after confirming: it disappears, for good.
    await pending.getByRole('button', { name: /^Annuler/ }).click();
    await a
      .getByRole('dialog', { name: 'Annuler cette invitation ?' })
      .getByRole('button', { name: 'Oui, annuler' })
      .click();
    await expect(pending).toHaveCount(0);
    await expect(a.getByText('Invitation annulée avec succès')).toBeVisible();
    await a.reload();
    await expect(a.getByRole('tab', { name: 'Envoyées' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardsOf(a, 'Nuit de la Rumba')).toHaveCount(1);
    await expect(cardsOf(a, 'Makossa Live')).toHaveCount(0);

    // The tab is in the history: back returns to 'Reçues'.
    await a.goBack();
    await expect(a).toHaveURL('/invitations');
    await expect(a.getByRole('tab', { name: 'Reçues' })).toHaveAttribute('aria-selected', 'true');
  });

  test('before its address is confirmed an account is told why Reçues is empty, and can have the link resent', async ({
    browser,
  }) => {
    const { page, account } = await signedInPage(browser, 'diane');
    await page.goto('/invitations');
    const notice = page.getByText(
      'Confirmez votre adresse e-mail pour voir les invitations qui vous sont envoyées.',
    );
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect(page.getByText(`Un lien de confirmation a été envoyé à ${account.email}.`)).toBeVisible();
    await confirmEmailThroughMail(page, account.email, 2);
    await page.goto('/invitations');
    await expect(
      page.getByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
    ).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('on a 360×740 phone the page fits the screen, and its tabs work from the keyboard', async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, 'cedric', { width: 360, height: 740 });
    await page.goto('/invitations');
    await expect(
      page.getByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renvoyer le lien' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { name: 'Reçues' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Envoyées' })).toBeFocused();
    await expect(page).toHaveURL('/invitations?onglet=envoyees');
    await expect(page.getByRole('heading', { name: "Vous n'avez envoyé aucune invitation." })).toBeVisible();
  });
});

import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

// Playlists: create a playlist, add two songs, see them in the detail modal and the mosaic, play it,
// open its page and follow it (saved), delete it; a visitor is sent to sign in. A listener reports one.

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const account = newAccount('playlists');
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return page;
}

/** Adds the first song of the Add-tracks list; answers its title once it is in the Titres list. */
async function addFirstAvailable(detail: ReturnType<Page['getByRole']>): Promise<string> {
  const available = detail.getByRole('list', { name: 'Ajouter des titres' });
  const label = (await available.getByRole('button').first().getAttribute('aria-label'))!;
  const title = label.replace(/^Ajouter /, '');
  // Clicked by its name: the list refreshes after each add, so "the first button" may change under us.
  await available.getByRole('button', { name: label, exact: true }).click();
  await expect(
    detail.getByRole('list', { name: 'Titres', exact: true }).getByText(title, { exact: true }),
  ).toBeVisible();
  // The next read of the list must not see this song again.
  await expect(available.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  return title;
}

test('a visitor asking for /playlist is sent to sign in', async ({ page }) => {
  await page.goto('/playlist');
  await expect(page).toHaveURL(/\/login\?next=%2Fplaylist$/);
});

test('creates a playlist, adds two songs, plays it, follows its page (saved), and deletes it', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto('/playlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes playlists' })).toBeVisible();
  await expect(page.getByText('Créez votre première playlist')).toBeVisible();

  // Create: the name is required.
  await page.getByRole('button', { name: 'Créer une playlist' }).first().click();
  const create = page.getByRole('dialog', { name: 'Nouvelle playlist' });
  await create.getByRole('button', { name: 'Créer une playlist' }).click();
  await expect(create.getByText('Le nom de la playlist est requis')).toBeVisible();
  const name = `Soirée rumba ${Date.now().toString(36)}`;
  await create.getByLabel('Nom').fill(name);
  await create.getByLabel('Style (facultatif)').fill('Rumba');
  await create.getByLabel('Playlist publique (visible par tous)').check();
  await create.getByRole('button', { name: 'Créer une playlist' }).click();

  // The new playlist opens in its detail modal: two songs are added from the Add-tracks list.
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Aucun titre pour le moment : ajoutez-en ci-dessous.')).toBeVisible();
  const first = await addFirstAvailable(detail);
  const second = await addFirstAvailable(detail);
  await expect(detail.getByRole('list', { name: 'Titres', exact: true }).getByRole('listitem')).toHaveCount(
    2,
  );
  // Added songs leave the Add-tracks list.
  await expect(detail.getByRole('button', { name: `Ajouter ${first}`, exact: true })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Fermer' }).click();

  // The card: count, mosaic of song covers (no placeholder), two tracks; the search filters by name or style.
  await expect(page.getByTestId('playlist-count')).toHaveText('1 playlist');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Ouvrir la playlist ${name}` }) });
  await expect(card.getByText('Rumba · 2 titres')).toBeVisible();
  await expect(card.getByTestId('playlist-cover')).not.toHaveAttribute('data-covers', '0');
  await expect(card.getByTestId('playlist-cover').locator('img').first()).toBeVisible();
  await page.getByLabel('Rechercher une playlist').fill('jazz');
  await expect(page.getByText('Aucune playlist trouvée')).toBeVisible();
  await page.getByLabel('Rechercher une playlist').fill('RUMBA');
  await expect(card).toBeVisible();

  // The detail modal, opened again from the card, lists both songs in order.
  await page.getByRole('button', { name: `Ouvrir la playlist ${name}` }).click();
  await expect(detail.getByRole('list', { name: 'Titres', exact: true }).getByRole('listitem')).toHaveText([
    new RegExp(first),
    new RegExp(second),
  ]);
  await detail.getByRole('button', { name: 'Fermer' }).click();

  // Play: the player page of this playlist.
  const play = card.getByRole('link', { name: `Écouter ${name}` });
  const href = (await play.getAttribute('href'))!;
  expect(href).toMatch(/^\/player\/playlist\/[0-9a-f]{12}$/);
  const referenceId = href.split('/').pop()!;
  await play.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText(first, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(second, { exact: true }).first()).toBeVisible();

  // Its page: the real playlist; following is saved on the server.
  await page.goto(`/playlist/${referenceId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Titres', exact: true }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('playlist-followers')).toHaveText('0 abonnés');
  // Nobody reports their own playlist.
  await expect(page.getByRole('button', { name: 'Signaler' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByRole('button', { name: 'Abonné' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('playlist-followers')).toHaveText('1 abonné');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Abonné' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('playlist-followers')).toHaveText('1 abonné');

  // A visitor who clicks follow is sent to sign in, and comes back here after.
  const visitor = await browser.newContext();
  contexts.push(visitor);
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/playlist/${referenceId}`);
  await anonymous.getByRole('button', { name: 'Suivre' }).click();
  await expect(anonymous).toHaveURL(`/login?next=${encodeURIComponent(`/playlist/${referenceId}`)}`);

  // Delete, after confirming: the card leaves and the empty state is back.
  await page.goto('/playlist');
  await page.getByRole('button', { name: `Supprimer ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette playlist ?' });
  await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Créez votre première playlist')).toBeVisible();
  await page.goto(`/playlist/${referenceId}`);
  await expect(page.getByRole('heading', { name: 'Playlist introuvable' })).toBeVisible();
});

test('a listener reports a playlist of the music home once, with a reason from the list', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const featured = await page.request.get('/api/streaming/playlists/featured/');
  const [playlist] = (await featured.json()) as { reference_id: string; name: string }[];
  await page.goto(`/playlist/${playlist!.reference_id}`);
  await expect(page.getByRole('heading', { level: 1, name: playlist!.name })).toBeVisible();

  await page.getByRole('button', { name: 'Signaler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler cette playlist' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText('Choisissez un motif de signalement dans la liste')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam ou publicité' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Signalée' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: "Merci, l'équipe Sanza va examiner cette playlist." }).first(),
  ).toBeVisible();

  // Once per listener: a second report after a reload is taken as already done.
  await page.reload();
  await page.getByRole('button', { name: 'Signaler' }).click();
  await dialog.getByRole('radio', { name: 'Autre raison' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByRole('button', { name: 'Signalée' })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vous avez déjà signalé cette playlist' }).first(),
  ).toBeVisible();
});

test.describe('on a phone (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Add tracks finds a song typed without its accents and with a typo (makosa, mboa), pages, and adds it', async ({
    browser,
  }) => {
    const page = await signedInPage(browser);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/playlist');
    await page.getByRole('button', { name: 'Créer une playlist' }).first().click();
    const create = page.getByRole('dialog', { name: 'Nouvelle playlist' });
    const name = `Douala ${Date.now().toString(36)}`;
    await create.getByLabel('Nom').fill(name);
    await create.getByRole('button', { name: 'Créer une playlist' }).click();
    const detail = page.getByRole('dialog', { name });
    const available = detail.getByRole('list', { name: 'Ajouter des titres' });

    // Without a search the catalogue (101 demo songs) comes 20 at a time; « Charger plus » reaches the rest.
    await expect(available.getByRole('listitem')).toHaveCount(20);
    await expect(detail.getByText(/^20 sur \d+ titres$/)).toBeVisible();
    await detail.getByRole('button', { name: 'Charger plus' }).click();
    await expect(available.getByRole('listitem')).toHaveCount(40);

    // 'makosa' (one s, no accent) finds « Makossa Mbóa »; so does 'mboa'.
    const search = detail.getByLabel('Chercher un titre ou un artiste');
    await search.fill('mboa');
    await expect(available.getByRole('button', { name: 'Ajouter Makossa Mbóa', exact: true })).toBeVisible();
    await search.fill('makosa');
    const add = available.getByRole('button', { name: 'Ajouter Makossa Mbóa', exact: true });
    await expect(add).toBeVisible();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(
      detail.getByRole('list', { name: 'Titres', exact: true }).getByText('Makossa Mbóa', { exact: true }),
    ).toBeVisible();
    await expect(add).toHaveCount(0);
    // The add button stays within the phone's width (no sideways scrolling in the dialog).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

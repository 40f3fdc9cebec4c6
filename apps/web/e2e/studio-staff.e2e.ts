import { type Browser, expect, type Page, test } from '@playwright/test';
import { musicMessages } from '@sanza/contracts/constants';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';

const PHONE = { width: 360, height: 740 };

/** A new phone-sized page of its own context (closed with the test's browser). */
async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** A phone page signed in as the staff account e2e/start-server.mjs creates. */
async function staffPage(browser: Browser): Promise<Page> {
  const page = await phonePage(browser);
  await signInThroughUi(page, STAFF_ACCOUNT);
  await expect(page).toHaveURL('/');
  return page;
}

test.describe('staff in the studio (360 px)', () => {
  test('staff grant the organizer role to a new account, which then finds its events in the studio', async ({
    browser,
  }) => {
    const account = newAccount('orga');
    const newcomer = await phonePage(browser);
    await registerThroughUi(newcomer, account);
    await signInThroughUi(newcomer, account, '/login?next=%2Fstudio');
    await expect(newcomer).toHaveURL('/studio');
    await expect(
      newcomer.getByRole('heading', { name: 'Le studio est réservé aux organisateurs et aux artistes' }),
    ).toBeVisible();

    const staff = await staffPage(browser);
    await staff.goto('/studio/users');
    await expect(staff.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await staff.getByRole('searchbox', { name: 'Rechercher un compte' }).fill(account.username);
    const card = staff.getByRole('article', { name: account.username });
    await expect(card).toBeVisible();
    await expect(card).toContainText(account.email);
    await expect(staff.getByText('1 compte', { exact: true })).toBeVisible();
    const organizer = card.getByRole('switch', { name: 'Organisateur' });
    await expect(organizer).toHaveAttribute('aria-checked', 'false');
    await organizer.click();
    await expect(staff.getByText('Rôles enregistrés')).toBeVisible();
    await expect(organizer).toHaveAttribute('aria-checked', 'true');
    await staff.reload();
    await staff.getByRole('searchbox', { name: 'Rechercher un compte' }).fill(account.username);
    await expect(
      staff.getByRole('article', { name: account.username }).getByRole('switch', { name: 'Organisateur' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The role is read at each call: the newcomer's studio opens its organizer's section.
    await newcomer.reload();
    await expect(newcomer.getByRole('link', { name: 'Mes événements' }).first()).toBeVisible();
    await newcomer.getByRole('link', { name: 'Mes événements' }).first().click();
    await expect(newcomer).toHaveURL('/studio/events');
  });

  test('staff hide a demo song with a reason, it leaves its page and the search, then comes back', async ({
    browser,
  }) => {
    const listener = await phonePage(browser);
    await listener.goto('/search?q=liputa');
    const link = listener.getByRole('tabpanel').getByRole('link', { name: 'Liputa Party' });
    await expect(link).toBeVisible();
    const songPath = (await link.getAttribute('href'))!;
    expect(songPath).toMatch(/^\/musics\/\d+$/);

    const staff = await staffPage(browser);
    await staff.goto('/studio/moderation');
    await expect(staff.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
    await staff.getByRole('searchbox', { name: 'Rechercher une chanson' }).fill('liputa');
    await staff.getByRole('button', { name: 'Masquer « Liputa Party »' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Masquer « Liputa Party »' });
    // A reason is required.
    await dialog.getByRole('button', { name: 'Masquer', exact: true }).click();
    await expect(dialog.getByText('Indiquez la raison du masquage')).toBeVisible();
    await dialog.getByLabel('Raison du masquage').fill('Droits contestés par le label');
    await dialog.getByRole('button', { name: 'Masquer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText('« Liputa Party » est masqué')).toBeVisible();
    const hidden = staff.getByRole('region', { name: 'Masqué en ce moment' });
    await expect(hidden.getByText('Liputa Party')).toBeVisible();
    await expect(hidden.getByText('Droits contestés par le label')).toBeVisible();

    // Gone for everyone: its page and the search.
    await listener.goto(songPath);
    // The song page says the spec client's own text for a song it cannot find.
    await expect(listener.getByText(musicMessages.songNotFound, { exact: true })).toBeVisible();
    await listener.goto('/search?q=liputa');
    await expect(listener.getByText('Aucun résultat trouvé')).toBeVisible();
    await expect(listener.getByRole('link', { name: 'Liputa Party' })).toHaveCount(0);

    // Shown again.
    await hidden.getByRole('button', { name: 'Rendre visible : « Liputa Party »' }).click();
    await expect(staff.getByText('« Liputa Party » est de nouveau visible')).toBeVisible();
    await expect(hidden.getByText("Rien n'est masqué en ce moment.")).toBeVisible();
    await listener.goto(songPath);
    await expect(listener.getByRole('heading', { level: 1, name: 'Liputa Party' })).toBeVisible();
  });

  test('a listener reports a playlist; staff see it among the reported ones, hide it, then restore it', async ({
    browser,
  }) => {
    const listener = await phonePage(browser);
    const account = newAccount('signale');
    await registerThroughUi(listener, account);
    await signInThroughUi(listener, account, '');
    const featured = async () =>
      (await (await listener.request.get('/api/streaming/playlists/featured/')).json()) as {
        reference_id: string;
        name: string;
      }[];
    // The last pick: the other journeys read the first ones.
    const playlist = (await featured()).at(-1)!;
    await listener.goto(`/playlist/${playlist.reference_id}`);
    await listener.getByRole('button', { name: 'Signaler' }).click();
    const report = listener.getByRole('dialog', { name: 'Signaler cette playlist' });
    await report.getByRole('radio', { name: 'Trompeuse ou vide' }).check();
    await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(listener.getByRole('button', { name: 'Signalée' })).toBeDisabled();

    const staff = await staffPage(browser);
    await staff.goto('/studio/moderation');
    const reported = staff.getByRole('region', { name: 'Playlists signalées' });
    const row = reported.getByTestId('reported-playlist').filter({ hasText: playlist.name });
    await expect(row).toContainText('Trompeuse ou vide : 1');
    await row.getByRole('button', { name: `Masquer « ${playlist.name} »` }).click();
    const dialog = staff.getByRole('dialog', { name: `Masquer « ${playlist.name} »` });
    await dialog.getByLabel('Raison du masquage').fill('Titre trompeur');
    await dialog.getByRole('button', { name: 'Masquer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Titre trompeur');

    // Gone for everyone else: the home's section and its page.
    expect((await featured()).map((p) => p.reference_id)).not.toContain(playlist.reference_id);
    await listener.goto(`/playlist/${playlist.reference_id}`);
    await expect(listener.getByRole('heading', { name: musicMessages.playlistNotFound })).toBeVisible();

    await row.getByRole('button', { name: `Rétablir « ${playlist.name} »` }).click();
    await expect(staff.getByText(`« ${playlist.name} » est rétablie`)).toBeVisible();
    expect((await featured()).map((p) => p.reference_id)).toContain(playlist.reference_id);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

import { expect, test } from '@playwright/test';
import type { CurrentUser } from '@sanza/contracts';
import { answerSignedInLayout, fakeAccessToken } from './accounts-support.ts';
import { sideMenu } from './support.ts';

const MENU: [label: string, path: string, title: string][] = [
  ['Rechercher', '/search', 'Rechercher'],
  ['Invitations', '/invitations', 'Invitations'],
  ['Playlists', '/playlist', 'Mes playlists'],
  ['Reservations', '/reservations', 'Mes réservations'],
  ['Musique', '/music', 'Musique'],
  ['Événements', '/events', 'Événements'],
  ['Artistes', '/artists', 'Artistes'],
  ['Enchères', '/auctions', 'Enchères'],
  ['Accueil', '/', 'Streaming & Événements en Direct'],
];

test('the left menu leads to each of its pages', async ({ page }) => {
  // Signed in: Invitations, Playlists and Reservations are protected pages.
  await page.addInitScript((access) => localStorage.setItem('access', access), fakeAccessToken());
  // The server refuses the unsigned token (401 signs out): the reservation, invitation and playlist lists are
  // answered here instead.
  await answerSignedInLayout(page);
  await page.route('**/api/tickets/reservations/', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/guest/invitations/received/', (route) => route.fulfill({ json: [] }));
  // The invitations page reads whether the address is confirmed.
  await page.route('**/api/auth/user/', (route) =>
    route.fulfill({
      json: {
        id: 1,
        username: 'awa',
        email: 'awa@example.org',
        first_name: '',
        last_name: '',
        avatar: null,
        birth_date: null,
        gender: null,
        phone_number: null,
        social_links: { facebook: '', instagram: '', tiktok: '', youtube: '' },
        interests: '',
        is_staff: false,
        roles: [],
        email_verified: true,
        pending_email: null,
      } satisfies CurrentUser,
    }),
  );
  await page.route('**/api/guest/invitations/sent/', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/streaming/playlists/user-playlists/', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  for (const [label, path, title] of MENU) {
    await sideMenu(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(sideMenu(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('a visitor following a protected menu entry lands on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await sideMenu(page).getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL('/login?next=%2Finvitations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
});

test('the top bar leads to auctions and the player', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Enchère en cours' }).click();
  await expect(page).toHaveURL('/auctions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enchères');

  await page.getByRole('link', { name: 'Lecteur' }).click();
  await expect(page).toHaveURL('/player/trending/1');
});

test('a deep link loads the app on that page', async ({ page }) => {
  const response = await page.goto('/events');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements');
  await expect(page.getByRole('button', { name: 'Filtres' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Événements · Sanza');
});

test('an unknown address shows Page introuvable inside the layout', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(sideMenu(page)).toBeVisible();
});

test.describe('on a 360×740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is hidden, opens with its button, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sideMenu(page)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page)).toBeVisible();

    await sideMenu(page).getByRole('link', { name: 'Événements' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements');
    await expect(sideMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the home page fits the screen without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Événements à Venir' }).getByRole('article').first(),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    // The layout's right column is left out on phones; its events show once, as a strip in the page.
    await expect(page.getByRole('complementary')).toHaveCount(1);
    await expect(
      page.getByRole('main').getByRole('complementary', { name: 'Événements à la une' }),
    ).toBeVisible();
  });
});

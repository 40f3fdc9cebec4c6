import { expect, test } from '@playwright/test';
import { answerSignedInLayout, fakeAccessToken } from './accounts-support.ts';
import {
  fetchCategories,
  fetchPriorityEvents,
  fetchUpcomingEvents,
  homeEventNames,
  homePage,
} from './support.ts';

test.describe('home page', () => {
  test('lists the upcoming events the API returns, each with a Réserver link', async ({ page, request }) => {
    const events = await fetchUpcomingEvents(request);
    expect(events.length).toBeGreaterThan(0);

    await page.goto('/');
    const home = homePage(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Streaming & Événements en Direct' }),
    ).toBeVisible();
    await expect(home.eventNames).toHaveText(homeEventNames(events));
    const first = events[0]!;
    await expect(home.upcoming.getByRole('link', { name: `Réserver : ${first.name}` })).toHaveAttribute(
      'href',
      `/events/${first.serial_id}`,
    );
    await expect(home.upcoming.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/events');
  });

  test('the category filter keeps one category and Toutes brings every event back', async ({
    page,
    request,
  }) => {
    const [events, categories] = await Promise.all([fetchUpcomingEvents(request), fetchCategories(request)]);
    const category = categories.find((c) => {
      const count = events.filter((e) => e.category.serial_id === c.serial_id).length;
      return count > 0 && count < events.length;
    });
    expect(category, 'the demo data has a category holding some but not all events').toBeDefined();
    const inCategory = events.filter((e) => e.category.serial_id === category!.serial_id);

    await page.goto('/');
    const home = homePage(page);
    await expect(home.eventNames).toHaveText(homeEventNames(events));

    await home.categoryTile(category!.name).click();
    await expect(home.categoryTile(category!.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(home.eventNames).toHaveText(homeEventNames(inCategory));

    await home.categoryTile('Toutes').click();
    await expect(home.categoryTile('Toutes')).toHaveAttribute('aria-pressed', 'true');
    await expect(home.eventNames).toHaveText(homeEventNames(events));
  });

  test('shows the spec message in a red box when events fail to load', async ({ page }) => {
    await page.route('**/api/events/?upcoming=true', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Erreur interne du serveur' } }),
    );
    await page.goto('/');

    await expect(
      homePage(page).upcoming.getByRole('alert').filter({
        hasText: 'Une erreur est survenue lors du chargement des événements',
      }),
    ).toBeVisible();
    await expect(homePage(page).upcoming.getByRole('status')).toHaveCount(0);
  });

  test('the right panel lists priority events and opens one', async ({ page, request }) => {
    const priority = await fetchPriorityEvents(request);
    expect(priority.length).toBeGreaterThan(0);

    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Événements à la une' });
    for (const event of priority) await expect(panel.getByRole('link', { name: event.name })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/events');
    await expect(panel.getByRole('button', { name: 'Actualiser les événements à la une' })).toBeEnabled();

    await panel.getByRole('link', { name: priority[0]!.name }).click();
    await expect(page).toHaveURL(`/events/${priority[0]!.serial_id}`);
  });

  test('on a phone, the priority events show as a strip under the hero and open', async ({
    page,
    request,
  }) => {
    const priority = await fetchPriorityEvents(request);
    expect(priority.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto('/');
    // One panel only: the strip in the page, not the wide screens' right column.
    const strip = page.getByRole('complementary', { name: 'Événements à la une' });
    await expect(strip).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'À la une' })).toBeVisible();
    for (const event of priority) await expect(strip.getByRole('link', { name: event.name })).toBeAttached();
    await expect(strip.getByRole('link', { name: priority[0]!.name })).toBeInViewport();
    // The strip scrolls sideways inside itself: the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await strip.getByRole('link', { name: priority[0]!.name }).click();
    await expect(page).toHaveURL(`/events/${priority[0]!.serial_id}`);
  });

  test('signed out, the banner offers to create an account', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Prêt à commencer ?' });
    await expect(banner.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
  });

  test('signed in, the banner welcomes the user and Deconnexion signs out to the home page', async ({
    page,
  }) => {
    // A well-formed, unexpired access token: the client checks its expiry on load, not its signature.
    const token = fakeAccessToken();
    await page.addInitScript((access) => {
      // Only once: the reload after sign-out must not put the token back.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('access', access);
        localStorage.setItem('refresh', 'refresh-de-test');
      }
    }, token);
    await answerSignedInLayout(page);
    await page.goto('/music');

    await expect(page.getByRole('link', { name: 'Mes Réservations' })).toHaveAttribute(
      'href',
      '/reservations',
    );
    await page.getByRole('button', { name: 'Deconnexion' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
    ).toEqual([null, null]);

    await page.evaluate((access) => localStorage.setItem('access', access), token);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Prêt à commencer ?' })).toContainText('Bienvenue');
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
  });
});

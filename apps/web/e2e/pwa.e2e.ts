import { expect, type Page, test } from '@playwright/test';
import { fetchUpcomingEvents, homeEventNames, homePage, sideMenu } from './support.ts';

// The app installs (a valid manifest, an active service worker), and with the network cut a reload
// opens the app shell with the French offline notice; pages already seen, and the listener pages' code,
// still show.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const OFFLINE_NOTICE =
  'Vous êtes hors ligne. Les pages déjà visitées et vos téléchargements restent disponibles.';

/** Width and height of a PNG, read from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Waits until the service worker is activated and controls the page, and returns its scope. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

test.describe('installable and offline', () => {
  test('index.html links a valid manifest whose icons are served', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const answer = await request.get('/manifest.webmanifest');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'Sanza',
      short_name: 'Sanza',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0b0f',
      background_color: '#0b0b0f',
    });
    expect(manifest.description).toContain('musique');

    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toBe(icon.sizes);
    }
  });

  test('the service worker takes over; offline, / reloads into the shell with the notice and visited pages still show', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const events = await fetchUpcomingEvents(request);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Streaming & Événements en Direct' }),
    ).toBeVisible();
    expect(await serviceWorkerInControl(page)).toBe(`${baseURL}/`);
    // Now under the worker: the home page's and the events page's answers are kept as they load.
    await page.reload();
    await expect(homePage(page).eventNames).toHaveText(homeEventNames(events));
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: events[0]!.name })).toBeVisible();
    await page.goto('/');

    await context.setOffline(true);
    await page.reload();

    // The shell, not the browser's error page: top bar, menu, the home page and the offline notice.
    await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveText(
      `${OFFLINE_NOTICE} Mes téléchargements`,
    );
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Streaming & Événements en Direct' }),
    ).toBeVisible();
    await expect(homePage(page).eventNames).toHaveText(homeEventNames(events));

    // A page seen before: its code and its answer come from the device.
    await page.getByRole('button', { name: 'Menu' }).click();
    await sideMenu(page).getByRole('link', { name: 'Événements', exact: true }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: events[0]!.name })).toBeVisible();

    // A listener page never opened: its code was downloaded ahead, its data cannot come, it says so in French.
    await page.goto('/music');
    await expect(page.getByRole('heading', { level: 1, name: 'Musique' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toBeVisible();

    // A page whose code was never downloaded (sign-in): a French message in the layout, not a blank page.
    await page.goto('/login');
    await expect(page.getByRole('alert')).toContainText("Cette page n'est pas disponible hors ligne");

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'hors ligne' })).toHaveCount(0);
  });
});

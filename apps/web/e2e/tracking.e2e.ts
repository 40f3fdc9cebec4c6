import { expect, test } from '@playwright/test';
import { sideMenu } from './support.ts';

const isPageView = (url: string, method: string) => method === 'POST' && url.endsWith('/api/dataset/log/');

test('every page view is posted to /api/dataset/log/ and recorded', async ({ page }) => {
  const first = page.waitForRequest((r) => isPageView(r.url(), r.method()));
  await page.goto('/');
  const home = await first;
  expect(home.postDataJSON()).toMatchObject({
    path: '/',
    method: 'GET',
    action: 'page_view',
    user_agent: expect.stringContaining('Chrome'),
    metadata: { screen_resolution: expect.stringMatching(/^\d+x\d+$/), timestamp: expect.any(String) },
  });
  expect((await home.response())?.status()).toBe(201);

  const second = page.waitForRequest(
    (r) => isPageView(r.url(), r.method()) && r.postDataJSON()?.path === '/music',
  );
  await sideMenu(page).getByRole('link', { name: 'Musique' }).click();
  const music = await second;
  expect(music.postDataJSON()).toMatchObject({
    action: 'page_view',
    metadata: { referrer: expect.stringMatching(/\/$/) },
  });
  expect((await music.response())?.status()).toBe(201);
});

test('a failing tracking call does not disturb the page', async ({ page }) => {
  await page.route('**/api/dataset/log/', (route) => route.abort('failed'));
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto('/');
  await sideMenu(page).getByRole('link', { name: 'Musique' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Musique');
  expect(errors).toEqual([]);
});

import { expect, type Page, type Route, test } from '@playwright/test';
import { signInThroughUi } from './accounts-support.ts';
import { toneMp3 } from './audio-support.ts';
import { SIZES, shoot } from './screens-support.ts';
import { ARTIST_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// Screenshots of the song upload page (/studio/songs/new) for review and the docs: empty, a file chosen, the
// upload under way, the song published, a file refused. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs studio-upload.screens.ts`.

/** Takes the page at every size, from the phone up, scrolled to the top once every picture has arrived. */
async function shootEverySize(page: Page, name: string, networkIdle = true) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await shoot(page, `${name}-${size.suffix}`, { full: 'phone', networkIdle, waitForImages: true });
  }
  await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
}

test('song upload page @screens', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
  await signInThroughUi(page, ARTIST_ACCOUNT, `/login?next=${encodeURIComponent('/studio/songs/new')}`);
  await expect(page).toHaveURL('/studio/songs/new');
  await callApi(page, 'POST', '/api/studio/artist/', {
    name: 'Les Ondes de Limbé',
    country: 'Cameroun',
    genres: ['Makossa'],
  });
  const form = page.getByRole('form', { name: 'Envoyer une chanson' });
  await expect(form.getByRole('option', { name: 'Rumba' })).toBeAttached();
  await shootEverySize(page, 'studio-upload-empty');

  // Three chunks of 2 MB at most: the second one is held back, so the bar stays where the first ended.
  await form.getByLabel('Fichier audio').setInputFiles({
    name: 'Mbote_na_bino.mp3',
    mimeType: 'audio/mpeg',
    buffer: toneMp3({ seconds: 120, frequency: 523, kbps: 320 }),
  });
  await form.getByLabel('Genre').selectOption({ label: 'Rumba' });
  await expect(form.getByLabel('Titre')).toHaveValue('Mbote na bino');
  await shootEverySize(page, 'studio-upload-chosen');

  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/studio\/uploads\/[^/]+\/$/, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'PATCH' && request.headers()['upload-offset'] !== '0') await released;
    await route.fallback();
  });
  await form.getByRole('button', { name: 'Envoyer la chanson' }).click();
  await expect(page.getByText(/^2,0 Mo sur \d,\d Mo$/)).toBeVisible();
  await shootEverySize(page, 'studio-upload-progress', false);
  release();

  await expect(page.getByText('Votre chanson est prête et publiée.')).toBeVisible({ timeout: 60_000 });
  await shootEverySize(page, 'studio-upload-ready');

  // Another song: a text file named .mp3, refused by the server.
  await page.getByRole('button', { name: 'Envoyer une autre chanson' }).click();
  await form.getByLabel('Fichier audio').setInputFiles({
    name: 'notes-de-studio.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('Paroles, accords et idées pour le prochain titre.\n'.repeat(40)),
  });
  await form.getByRole('button', { name: 'Envoyer la chanson' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await shootEverySize(page, 'studio-upload-refused');
});

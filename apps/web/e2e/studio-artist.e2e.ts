import { expect, test } from '@playwright/test';
import type { StudioAlbum } from '@sanza/contracts';
import { studioMusicMessages } from '@sanza/contracts/constants';
import { portraitPng, signInThroughUi } from './accounts-support.ts';
import { SECOND_ARTIST_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// The artist's studio on a phone: a new artist makes their profile with a photo, schedules an album
// that stays out of the public catalogue until its day, and reads their stats.

test.use({ viewport: { width: 360, height: 740 } });

/** The date `days` from now in the platform's time zone, as `YYYY-MM-DD`. */
function dayFromNow(days: number): string {
  const when = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Douala',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(when);
}

test('an artist creates a profile with a photo, schedules a hidden album and sees the stats', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, SECOND_ARTIST_ACCOUNT, `/login?next=${encodeURIComponent('/studio/artist')}`);
  await expect(page).toHaveURL('/studio/artist');

  // No profile yet: the page says it is needed before sending songs.
  await expect(page.getByText(studioMusicMessages.artistProfileFirst)).toBeVisible();
  await page.getByLabel("Nom d'artiste").fill('Les Étoiles de Poto-Poto');
  await page.getByLabel('Pays').fill('Congo');
  await page.getByLabel('Biographie').fill('Rumba et soukous depuis Brazzaville.');
  await page.getByText('Rumba', { exact: true }).click();
  await page.getByText('Soukous', { exact: true }).click();
  await page.getByRole('button', { name: 'Créer mon profil' }).click();
  await expect(page.getByText('Profil créé. Vous pouvez maintenant envoyer vos chansons.')).toBeVisible();
  await expect(page.getByText(studioMusicMessages.artistProfileFirst)).toHaveCount(0);

  // The photo: a wrong type is refused before sending, a real PNG is previewed, sent and shown.
  const photo = page.getByRole('region', { name: "Photo d'artiste" });
  const input = photo.getByLabel('Choisir une image');
  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(photo.getByText(studioMusicMessages.photoType)).toBeVisible();
  await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng(240) });
  await expect(photo.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  await photo.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(photo.getByText('Photo enregistrée.')).toBeVisible();
  await expect(photo.getByRole('img', { name: 'Photo de Les Étoiles de Poto-Poto' })).toHaveAttribute(
    'src',
    /\/media\/artists\/.+\.webp$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The public page exists.
  await page.getByRole('link', { name: 'Voir ma page publique' }).click();
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les Étoiles de Poto-Poto' })).toBeVisible();

  // An album released in a month: announced in the studio, absent from the public answers.
  await page.goto('/studio/albums');
  await page.getByRole('button', { name: 'Nouvel album' }).click();
  const form = page.getByRole('region', { name: 'Nouvel album' });
  await form.getByLabel('Titre').fill('Mwana Mboka');
  await form.getByLabel('Date de sortie').fill(dayFromNow(30));
  await form.getByLabel('Genre').selectOption({ label: 'Rumba' });
  await form.getByLabel('Description').fill('Le premier album.');
  await form.getByRole('button', { name: "Créer l'album" }).click();
  await expect(form.getByText('Album créé.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mwana Mboka' }) });
  await expect(card.getByText(/^Sortie prévue le /)).toBeVisible();
  await expect(card.getByRole('link', { name: "Voir la page de l'album" })).toHaveCount(0);

  const mine = await callApi<StudioAlbum[]>(page, 'GET', '/api/studio/albums/');
  const album = mine.find((a) => a.title === 'Mwana Mboka')!;
  expect(album.release_date).toBe(dayFromNow(30));
  expect((await request.get(`/api/streaming/albums/${album.reference_id}/`)).status()).toBe(404);
  expect((await request.get(`/api/streaming/albums/${album.id}/`)).status()).toBe(404);
  const catalogue = (await (await request.get('/api/streaming/albums/')).json()) as { id: number }[];
  expect(catalogue.map((a) => a.id)).not.toContain(album.id);

  // Editing: the album gets a cover.
  await card.getByRole('button', { name: 'Modifier' }).click();
  await card.getByLabel('Choisir une image').setInputFiles({
    name: 'pochette.png',
    mimeType: 'image/png',
    buffer: portraitPng(200),
  });
  await card.getByRole('button', { name: 'Enregistrer la pochette' }).click();
  await expect(card.getByText('Pochette enregistrée.')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Pochette de Mwana Mboka' })).toHaveAttribute('src', /\.webp$/);

  // Stats: totals and a bar for each of the last 30 days.
  await page
    .getByRole('navigation', { name: 'Sections du studio' })
    .getByRole('link', { name: 'Statistiques' })
    .click();
  await expect(page).toHaveURL('/studio/stats');
  const chart = page.getByRole('figure', { name: 'Écoutes par jour, 30 derniers jours' });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('streams-bar')).toHaveCount(30);
  await expect(page.getByText('Abonnés')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

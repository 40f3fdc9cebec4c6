import { expect, type Page, test } from '@playwright/test';
import type { Song } from '@sanza/contracts';
import { studioMusicMessages } from '@sanza/contracts/constants';
import { signInThroughUi } from './accounts-support.ts';
import { toneMp3 } from './audio-support.ts';
import { ARTIST_ACCOUNT } from './studio-accounts.ts';
import { callApi } from './support.ts';

// The artist's song upload on a phone: a real audio file, made here with ffmpeg,
// goes up through the resumable upload, is processed by the server's job, plays in the player and is found
// by search; a file that is not audio is refused with the server's French message and nothing is published.

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Notes every value the upload's progress bar takes, so a value drawn between two polls of an assertion is
 * not missed; `progressSeen` reads them.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && Number(value) !== seen.at(-1)) seen.push(Number(value));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

/** The values `recordProgress` noted, in order. */
function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Seconds shown as the player bar's elapsed time ('m:ss'). */
async function elapsedSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('player-position').textContent()) ?? '0:00';
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

test('an artist uploads a real song that plays in the player and is found by search; a text file is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = Date.now().toString(36);
  const title = `Onde de Limbé ${id}`;
  const fakeName = `brouillon-${id}`;

  // The account has no artist profile on a fresh database: the artist makes one first. A retry (or
  // --repeat-each) finds the profile the first attempt made.
  await signInThroughUi(page, ARTIST_ACCOUNT, `/login?next=${encodeURIComponent('/studio/artist')}`);
  await expect(page).toHaveURL('/studio/artist');
  const profileFirst = page.getByText(studioMusicMessages.artistProfileFirst);
  const publicPage = page.getByRole('link', { name: 'Voir ma page publique' });
  await expect(profileFirst.or(publicPage)).toBeVisible();
  if (await profileFirst.isVisible()) {
    await page.getByLabel("Nom d'artiste").fill('Les Ondes de Limbé');
    await page.getByLabel('Pays').fill('Cameroun');
    await page.getByRole('button', { name: 'Créer mon profil' }).click();
    await expect(page.getByText('Profil créé. Vous pouvez maintenant envoyer vos chansons.')).toBeVisible();
  }

  await page
    .getByRole('navigation', { name: 'Sections du studio' })
    .getByRole('link', { name: 'Mes chansons' })
    .click();
  await page.getByRole('link', { name: 'Envoyer une chanson' }).click();
  await expect(page).toHaveURL('/studio/songs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Envoyer une chanson' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Envoyer une chanson' });
  const file = form.getByLabel('Fichier audio');
  const titleField = form.getByLabel('Titre');
  const send = form.getByRole('button', { name: 'Envoyer la chanson' });
  await expect(form.getByText('Choisir un fichier', { exact: true })).toBeVisible();

  // A text file named .mp3: the server reads the content, refuses it with its French message, keeps nothing.
  await file.setInputFiles({
    name: `${fakeName}.mp3`,
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('Ceci est un texte, pas une chanson.\n'.repeat(40)),
  });
  await expect(titleField).toHaveValue(fakeName);
  await expect(form.getByText('Choisir un autre fichier', { exact: true })).toBeVisible();
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(studioMusicMessages.songFileType);
  await expect(send).toBeVisible();
  const mine = await callApi<{ title: string }[]>(page, 'GET', '/api/studio/songs/');
  expect(mine.map((song) => song.title)).not.toContain(fakeName);
  const catalogue = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
  expect(catalogue.map((song) => song.title)).not.toContain(fakeName);

  // A real MP3 of 40 s: the title is taken from the file name, then replaced by a unique one.
  await file.setInputFiles({
    name: 'onde-440.mp3',
    mimeType: 'audio/mpeg',
    buffer: toneMp3({ seconds: 40, title: 'Onde 440' }),
  });
  await expect(form.getByText(/^onde-440\.mp3 · \d+ Ko$/)).toBeVisible();
  await expect(titleField).toHaveValue('onde-440');
  await titleField.fill(title);
  await form.getByLabel('Genre').selectOption({ label: 'Rumba' });

  // On localhost the answer to the last bytes comes a few milliseconds after them, often before the bar is
  // drawn full: a network with some latency, as a phone's, leaves it on screen. The bar's values are noted.
  await recordProgress(page);
  const cdp = await page.context().newCDPSession(page);
  const network = (latency: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await network(1500);
  await send.click();
  const progress = page.getByRole('progressbar', { name: 'Progression de l’envoi' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuler l’envoi' })).toBeVisible();
  await expect(page.getByText('Fichier reçu. Traitement en cours (conversion pour l’écoute)…')).toBeVisible();
  await network(0);
  const seen = await progressSeen(page);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  // The server's job converts the file in the background; the page asks every 2 s.
  await expect(page.getByText('Votre chanson est prête et publiée.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Écouter la chanson' }).click();
  await expect(page).toHaveURL(/\/musics\/\d+$/);
  const songPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Les Ondes de Limbé' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Genres' })).toHaveText('Rumba');
  await expect(page.getByText('· 0:40')).toBeVisible();

  // It plays in the player: the bar shows it, its length is the file's, and the elapsed time moves on.
  await page.getByRole('link', { name: 'Lecteur' }).click();
  await expect(page).toHaveURL('/player/trending/1');
  await page.getByRole('button', { name: `Lire ${title}`, exact: true }).click();
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  await expect(bar.getByTestId('player-title')).toHaveText(title);
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(bar.getByRole('slider', { name: 'Position dans le titre' })).toHaveAttribute(
    'aria-valuetext',
    /sur 0:40$/,
  );
  await expect.poll(() => elapsedSeconds(page), { timeout: 15_000 }).toBeGreaterThan(1);

  // Search finds it by its title, and leads to the same song page; the bar plays on meanwhile.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Rechercher' })
    .click();
  await expect(page).toHaveURL('/search');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const hit = page.getByRole('tabpanel').getByRole('link', { name: title });
  await expect(hit).toHaveAttribute('href', songPath);
  await expect(bar.getByTestId('player-title')).toHaveText(title);
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // « Mes chansons » lists it as published; the refused file is not there.
  await page.goto('/studio/songs');
  const list = page.getByRole('list', { name: 'Mes chansons' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Publiée')).toBeVisible();
  await expect(list.getByText(fakeName)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

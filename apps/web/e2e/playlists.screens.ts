import { expect, test } from '@playwright/test';
import type { Playlist, Song } from '@sanza/contracts';
import { OUT_DIR, type ShootOptions, SIZES, shoot, signedInPagesClosedAfterEach } from './screens-support.ts';
import { callApi } from './support.ts';

// Screenshots of the playlist pages for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs playlists.screens.ts`.

const signedIn = signedInPagesClosedAfterEach();

/** Songs of the demo catalogue with covers all different, so mosaics show 1 to 4 tiles. */
function songsWithDistinctCovers(songs: Song[]): Song[] {
  const seen = new Set<string>();
  return songs.filter((song) => {
    if (!song.cover_image || seen.has(song.cover_image)) return false;
    seen.add(song.cover_image);
    return true;
  });
}

/** The whole page on phones only. */
const SHOT: ShootOptions = { full: 'phone' };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('playlist pages @screens', async ({ browser, request }) => {
      const { page } = await signedIn(browser, 'shots', { width: size.width, height: size.height });
      await page.goto('/playlist');
      await expect(page.getByText('Créez votre première playlist')).toBeVisible();
      await shoot(page, `playlists-empty-${size.suffix}`, SHOT);

      const catalogue = (await (await request.get('/api/streaming/musics/')).json()) as Song[];
      const distinct = songsWithDistinctCovers(catalogue);
      const specs = [
        { name: 'Vide pour l’instant', style: '', take: 0 },
        { name: 'Un seul album', style: 'Makossa', take: 1 },
        { name: 'Route de Kribi', style: 'Afrobeat', take: 3 },
        { name: 'Soirée rumba congolaise', style: 'Rumba', take: 6 },
      ];
      let showcase: Playlist | undefined;
      for (const spec of specs) {
        const created = await callApi<Playlist>(page, 'POST', '/api/streaming/playlists/', {
          name: spec.name,
          style: spec.style,
          is_public: spec.take > 2,
        });
        for (const song of distinct.slice(0, spec.take)) {
          await callApi(page, 'POST', `/api/streaming/playlists/${created.reference_id}/add-song/`, {
            content_id: song.id,
          });
        }
        showcase = created;
      }

      await page.goto('/playlist');
      await expect(page.getByTestId('playlist-count')).toHaveText('4 playlists');
      await shoot(page, `playlists-grid-${size.suffix}`, SHOT);

      await page.getByRole('button', { name: 'Créer une playlist' }).first().click();
      const create = page.getByRole('dialog', { name: 'Nouvelle playlist' });
      await create.getByRole('button', { name: 'Créer une playlist' }).click();
      await expect(create.getByText('Le nom de la playlist est requis')).toBeVisible();
      await page.screenshot({ path: `${OUT_DIR}playlists-create-${size.suffix}.png` });
      await create.getByRole('button', { name: 'Fermer' }).click();

      await page.getByRole('button', { name: `Ouvrir la playlist ${showcase!.name}` }).click();
      const detail = page.getByRole('dialog', { name: showcase!.name });
      await expect(detail.getByRole('list', { name: 'Ajouter des titres' })).toBeVisible();
      await page.screenshot({ path: `${OUT_DIR}playlists-detail-${size.suffix}.png` });
      await detail.getByRole('button', { name: 'Fermer' }).click();

      await page.getByRole('button', { name: `Supprimer ${showcase!.name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Supprimer cette playlist ?' })).toBeVisible();
      await page.screenshot({ path: `${OUT_DIR}playlists-delete-${size.suffix}.png` });
      await page.getByRole('button', { name: 'Non, garder' }).click();

      await page.getByLabel('Rechercher une playlist').fill('jazz');
      await expect(page.getByText('Aucune playlist trouvée')).toBeVisible();
      await shoot(page, `playlists-no-match-${size.suffix}`, SHOT);

      await page.goto(`/playlist/${showcase!.reference_id}`);
      await page.getByRole('button', { name: 'Suivre' }).click();
      await expect(page.getByTestId('playlist-followers')).toHaveText('1 abonné');
      await shoot(page, `playlist-page-${size.suffix}`, SHOT);
    });
  });
}

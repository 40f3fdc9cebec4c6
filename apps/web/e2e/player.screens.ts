import { expect, test } from '@playwright/test';
import type { Album } from '@sanza/contracts';
import { OUT_DIR, SIZES, shoot } from './screens-support.ts';

// Screenshots of the player page and the player bar for review and the docs. Not a check: only taken on
// request, `SCREENSHOTS=1 node scripts/run-e2e.mjs player.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('player page and bar @screens', async ({ page, request }) => {
      const albums = (await (await request.get('/api/streaming/albums/')).json()) as Album[];
      const album = albums.find((a) => a.number_of_songs >= 3) ?? albums[0]!;

      await page.goto(`/player/album/${album.reference_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
      const bar = page.getByRole('region', { name: 'Lecteur audio' });
      const pause = bar.getByRole('button', { name: 'Pause', exact: true });
      const play = bar.getByRole('button', { name: 'Lecture', exact: true });
      // Opened by address, the browser may refuse to start without a gesture: the big button starts it.
      await expect(play.or(pause)).toBeVisible();
      await shoot(page, `player-album-${size.suffix}`);
      if (await play.isVisible()) {
        await page.locator('main header').getByRole('button', { name: 'Tout lire' }).click();
      }
      await expect(pause).toBeVisible();
      await expect.poll(() => bar.getByTestId('player-position').textContent()).not.toBe('0:00');
      await shoot(page, `player-album-playing-${size.suffix}`);

      // Fullscreen shows the page alone, with the bar's controls brought along.
      await page.getByRole('button', { name: 'Plein écran' }).click();
      await expect(page.getByRole('button', { name: 'Quitter le plein écran' })).toBeVisible();
      await page.screenshot({ path: `${OUT_DIR}player-fullscreen-${size.suffix}.png` });
      await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
      await expect(page.getByRole('button', { name: 'Plein écran' })).toBeVisible();

      // The bar over another page, reached through a link so playback goes on.
      await page.getByRole('link', { name: 'Enchère en cours' }).click();
      await expect(page).toHaveURL('/auctions');
      await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await shoot(page, `player-bar-auctions-${size.suffix}`);

      await page.getByRole('link', { name: 'Lecteur' }).click();
      await expect(page).toHaveURL('/player/trending/1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les musiques');
      await shoot(page, `player-trending-${size.suffix}`);

      await page.getByRole('main').getByRole('row').nth(12).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('player-mini-header')).toHaveAttribute('data-visible', 'true');
      await shoot(page, `player-trending-scrolled-${size.suffix}`);
    });
  });
}

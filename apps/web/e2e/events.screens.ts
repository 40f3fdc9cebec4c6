import { expect, test } from '@playwright/test';
import { SIZES, shoot } from './screens-support.ts';

// Screenshots of the event list's cards that cannot be reserved: the demo's sold-out event ('Complet') and
// its past one ('Terminé', listed after every upcoming event). Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs events.screens.ts`.

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('sold-out and past event cards @screens', async ({ page }) => {
      await page.goto('/events');
      const card = (name: string) => page.getByRole('article').filter({ hasText: name });
      for (const [name, file] of [
        ['Veillée de Contes', 'events-sold-out'],
        ['Malabo Jazz Club', 'events-past'],
      ] as const) {
        await card(name).scrollIntoViewIfNeeded();
        await expect(card(name).getByRole('link', { name: /^Voir l’événement/ })).toBeVisible();
        await expect(card(name).getByText('Réserver')).toHaveCount(0);
        await shoot(page, `${file}-${size.suffix}`);
      }
    });
  });
}

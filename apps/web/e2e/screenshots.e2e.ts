import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const OUT_DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

const SIZES = [
  { name: 'home-mobile.png', width: 360, height: 740 },
  { name: 'home-desktop.png', width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`home page screenshot ${size.width}×${size.height} @screens`, async ({ page }) => {
    mkdirSync(OUT_DIR, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Événements à Venir' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Let the first images decode so the picture is the one a user sees.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: OUT_DIR + size.name });
  });
}

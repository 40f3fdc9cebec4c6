#!/usr/bin/env node
// Makes the app's icons (web app manifest, home screen) from apps/web/public/favicon.svg with sharp:
// 192 and 512 px as drawn, a 512 px maskable one (full-bleed colour, the bars inside the safe zone) and
// Apple's 180 px touch icon (opaque). Run once after changing the logo: `node scripts/make-icons.mjs`;
// the PNGs are committed in apps/web/public/icons.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../apps/web/public', import.meta.url));
const outDir = join(publicDir, 'icons');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's equaliser bars, taken from the favicon so both stay one drawing. */
const bars = favicon.match(/<path[^>]*\/>/)?.[0];
if (!bars) throw new Error('favicon.svg : les barres (<path>) sont introuvables.');

/**
 * A square, full-bleed icon: the accent colour to the edges and the bars shrunk to `scale` around the
 * centre, so a launcher's circle or rounded mask (the inner 80 %) never cuts them.
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#ff6b35"/><g transform="translate(16 16) scale(${scale}) translate(-16.5 -16)">${bars}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.85) },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(outDir, file));
  console.log(`${file} (${size}×${size})`);
}

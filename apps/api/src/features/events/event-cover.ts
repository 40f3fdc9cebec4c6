import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COVER_WIDTHS, studioEventMessages as msg } from '@sanza/contracts';
import sharp from 'sharp';
import { cleanUploadedImage } from '../../lib/image-upload.ts';
import type { MediaUrls } from '../../lib/media.ts';

/** Where a studio cover of `width` is stored, from its base name (the 640 one is `events.image`). */
export const coverPath = (base: string, width: number) => `events/covers/${base}-${width}.webp`;

/**
 * An event's picture URLs: `image` (the 640-wide WebP for a studio cover, else the stored file) and, for a
 * studio cover, a srcset of every width the pages may pick from.
 */
export function eventCover(
  media: MediaUrls,
  image: string | null,
): { image: string | null; srcset: string | null } {
  if (!image) return { image: null, srcset: null };
  const isSized = /^events\/covers\/.+-640\.webp$/.test(image);
  return {
    image: media.url(image),
    srcset: isSized
      ? COVER_WIDTHS.map((w) => `${media.url(image.replace(/-640\.webp$/, `-${w}.webp`))} ${w}w`).join(', ')
      : null,
  };
}

/**
 * Stores a new cover for the event `serialId`: decoded whole (JPEG, PNG or WebP by content; 400 otherwise), written
 * as WebP at each of COVER_WIDTHS plus a tiny blurred placeholder (data URI). Answers the columns to set.
 */
export async function storeEventCover(mediaDir: string, serialId: string, bytes: Buffer) {
  const clean = await cleanUploadedImage(bytes, {
    kind: 'eventCover',
    field: 'file',
    typeMessage: msg.coverType,
  });
  const dir = join(mediaDir, 'events', 'covers');
  await mkdir(dir, { recursive: true });
  const base = `${serialId}-${randomBytes(4).toString('hex')}`;
  for (const width of COVER_WIDTHS) {
    const out = await sharp(clean.bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await writeFile(join(mediaDir, coverPath(base, width)), out);
  }
  const tiny = await sharp(clean.bytes).resize({ width: 16 }).blur().webp({ quality: 40 }).toBuffer();
  return {
    image: coverPath(base, 640),
    imagePlaceholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

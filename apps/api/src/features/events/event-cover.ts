import { COVER_WIDTHS } from '@sanza/contracts';
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

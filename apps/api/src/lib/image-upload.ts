import sharp from 'sharp';
import { type ImageExt, sniffImage } from './image-type.ts';

/**
 * The most pixels an upload may decode to: a few megabytes of flat PNG can hold a gigapixel image (a
 * decompression bomb). 50 million is above a 48-megapixel phone photo.
 */
const MAX_PIXELS = 50_000_000;

const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;

/**
 * An uploaded JPEG, PNG or WebP decoded whole and encoded again in its own format, turned upright by its EXIF
 * orientation: what is stored holds pixels only (no EXIF, GPS position, comments or trailing bytes). Null when the
 * content is none of these formats or does not decode whole (truncated, corrupt, more than MAX_PIXELS).
 */
export async function cleanUploadedImage(bytes: Buffer): Promise<{ bytes: Buffer; ext: ImageExt } | null> {
  const ext = sniffImage(bytes);
  if (!ext) return null;
  try {
    // failOn 'error' refuses truncated data and decoding errors; libjpeg's mere warnings (common in phone photos) pass.
    const clean = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .toFormat(FORMATS[ext])
      .toBuffer();
    return { bytes: clean, ext };
  } catch {
    return null;
  }
}

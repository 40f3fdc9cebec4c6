import { IMAGE_MAX_PIXELS, type ImageKind, imageMessages } from '@sanza/contracts';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import { type ImageExt, sniffImage } from './image-type.ts';

const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;

/**
 * An uploaded JPEG, PNG or WebP decoded whole and encoded again in its own format, turned upright by its EXIF
 * orientation: what is stored holds pixels only (no EXIF, GPS position, comments or trailing bytes). Its size is
 * read from its header first (no pixel decoded): over its kind's bound (IMAGE_MAX_PIXELS) it answers 400
 * `{[field]: ["image trop grande (N × M pixels)"]}`; content that is none of these formats or does not decode
 * whole (truncated, corrupt) answers 400 `{[field]: [typeMessage]}`.
 */
export async function cleanUploadedImage(
  bytes: Buffer,
  opts: { kind: ImageKind; field: string; typeMessage: string },
): Promise<{ bytes: Buffer; ext: ImageExt }> {
  const refuse = (message: string) => AppError.fields({ [opts.field]: [message] });
  const ext = sniffImage(bytes);
  if (!ext) throw refuse(opts.typeMessage);
  const maxPixels = IMAGE_MAX_PIXELS[opts.kind];
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw refuse(opts.typeMessage);
  if (header.width * header.height > maxPixels)
    throw refuse(imageMessages.tooManyPixels(header.width, header.height));
  try {
    // failOn 'error' refuses truncated data and decoding errors; libjpeg's mere warnings (common in phone photos)
    // pass. limitInputPixels is the last guard, should a header have misstated the size.
    const clean = await sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
      .rotate()
      .toFormat(FORMATS[ext])
      .toBuffer();
    return { bytes: clean, ext };
  } catch {
    throw refuse(opts.typeMessage);
  }
}

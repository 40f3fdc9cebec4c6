import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real image of a few kilobytes (a noisy gradient, so JPEG and WebP keep some weight), `width`×`height`. */
export function testImage(
  format: 'jpeg' | 'png' | 'webp',
  opts: {
    width?: number;
    height?: number;
    exif?: Record<string, Record<string, string>>;
    /** The EXIF orientation tag (6: turn a quarter clockwise to view). */
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const { width = 48, height = 32 } = opts;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format);
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  if (opts.exif) image = image.withExifMerge(opts.exif);
  return image.toBuffer();
}

/**
 * A valid PNG of exactly `size` bytes: an ancillary private chunk (`paDd`, which decoders skip) placed before IEND
 * pads it. `size` must leave room for the chunk's 12 bytes of framing.
 */
export function pngOfSize(png: Buffer, size: number): Buffer {
  const iend = png.length - 12;
  const length = size - png.length - 12;
  if (length < 0) throw new Error(`pngOfSize: ${size} is below ${png.length + 12}`);
  const typeAndData = Buffer.concat([Buffer.from('paDd'), Buffer.alloc(length)]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([png.subarray(0, iend), head, typeAndData, crc, png.subarray(iend)]);
}

import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type.ts';

describe('sniffImage', () => {
  it('reads JPEG, PNG and WebP from their magic numbers', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8L')]))).toBe(
      'webp',
    );
  });

  it('refuses text, GIF, SVG, truncated headers and a RIFF that is not WebP', () => {
    expect(sniffImage(Buffer.from('hello world, this is text'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(
      sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])),
    ).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

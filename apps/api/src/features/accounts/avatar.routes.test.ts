import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES, accountMessages } from '@sanza/contracts';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { pngOfSize, testImage } from '../../test/images.ts';

// Dozens of uploads from one account: the per-minute limit on images is tested in image-uploads.routes.test.ts.
const ctx = appPerTest({ env: { IMAGE_UPLOADS_PER_MINUTE: '10000' } });
let auth: { authorization: string };
beforeEach(async () => {
  auth = { authorization: `Bearer ${await accessTokenFor((await createUser(ctx.database.db)).id)}` };
});

let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([testImage('png'), testImage('jpeg'), testImage('webp')]);
});

const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };
const TOO_LARGE = { avatar: [accountMessages.avatarTooLarge] };
const BAD_TYPE = { avatar: [accountMessages.avatarType] };
const MISSING = { avatar: [accountMessages.avatarMissing] };
const BOUNDARY = '----sanzatest';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** The head of a multipart body with one file part. */
const partHead = (field: string, filename: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** Posts a raw body to the avatar route; with `chunks`, the body arrives as those slices, in order. */
const post = (body: Buffer | Buffer[], headers: object = { ...auth, 'content-type': MULTIPART }) => {
  const chunks = Array.isArray(body) ? body : [body];
  const length = chunks.reduce((n, c) => n + c.length, 0);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/avatar/',
    payload: Array.isArray(body) ? Readable.from(chunks) : body,
    headers: { ...headers, 'content-length': String(length) },
  });
};

/** Uploads `content` as the field's file; `splitAt` cuts the body into two chunks after that many file bytes. */
const upload = (
  content: Buffer,
  opts: { field?: string; name?: string; splitAt?: number; headers?: object } = {},
) => {
  const head = partHead(opts.field ?? 'avatar', opts.name ?? 'photo.png', 'image/png');
  const body = Buffer.concat([head, content, TAIL]);
  const at = opts.splitAt === undefined ? undefined : head.length + opts.splitAt;
  return post(at === undefined ? body : [body.subarray(0, at), body.subarray(at)], {
    'content-type': MULTIPART,
    ...(opts.headers ?? auth),
  });
};

/** The stored file behind an avatar URL. */
const stored = (url: string) => readFileSync(join(ctx.config.mediaDir, url.replace('/media/', '')));
const currentAvatar = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: auth })).json().avatar;

describe('POST /api/auth/user/avatar/', () => {
  it('answers 401 to a visitor', async () => {
    const res = await upload(PNG, { headers: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('stores a PNG under /media/avatars/ and serves it back, the same picture', async () => {
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    expect(await currentAvatar()).toBe(avatar);
    const served = await ctx.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    const sent = await sharp(PNG).raw().toBuffer();
    expect((await sharp(served.rawPayload).raw().toBuffer()).equals(sent)).toBe(true);
  });

  it('accepts JPEG and WebP by content, whatever the name says, and removes the replaced file', async () => {
    const first = (await upload(JPEG, { name: 'photo.bin' })).json().avatar as string;
    expect(first).toMatch(/\.jpg$/);
    const second = await upload(WEBP, { name: 'photo.png' });
    expect(second.json().avatar).toMatch(/\.webp$/);
    expect((await sharp(stored(second.json().avatar)).metadata()).format).toBe('webp');
    expect(existsSync(join(ctx.config.mediaDir, first.replace('/media/', '')))).toBe(false);
  });

  it('refuses a file named .png whose content is text', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), { name: 'evil.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_TYPE);
    expect(await currentAvatar()).toBeNull();
  });

  it('refuses truncated or corrupt images (the magic number is right, the picture does not decode)', async () => {
    const bigJpeg = await testImage('jpeg', { width: 400, height: 300 });
    const broken = [
      bigJpeg.subarray(0, Math.floor(bigJpeg.length / 2)),
      bigJpeg.subarray(0, bigJpeg.length - 200),
      PNG.subarray(0, Math.floor(PNG.length / 2)),
      WEBP.subarray(0, Math.floor(WEBP.length * 0.9)),
      Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(4000, 0x55)]),
    ];
    for (const bytes of broken) {
      const res = await upload(bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_TYPE);
    }
    expect(await currentAvatar()).toBeNull();
  });

  it('stores the picture without its EXIF (author, GPS position) and turned upright', async () => {
    const photo = await testImage('jpeg', {
      width: 40,
      height: 20,
      orientation: 6,
      exif: {
        IFD0: { Artist: 'Jean Secret' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 15/1 48/1' },
      },
    });
    const sent = await sharp(photo).metadata();
    expect([sent.width, sent.height, sent.orientation]).toEqual([40, 20, 6]);
    expect(photo.includes('Jean Secret')).toBe(true);
    const res = await upload(photo, { name: 'photo.jpg' });
    expect(res.statusCode).toBe(200);
    const kept = stored(res.json().avatar);
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    expect(kept.includes('Jean Secret')).toBe(false);
    expect(kept.includes('Exif')).toBe(false);
    // Orientation 6 is a quarter turn: the 40×20 photo is stored 20×40, as it was meant to be seen.
    expect([meta.width, meta.height, meta.orientation]).toEqual([20, 40, undefined]);
  });

  it('refuses every file over 5 MB with « trop volumineux », however its chunks arrive; 5 MB exactly passes', async () => {
    const L = AVATAR_MAX_BYTES;
    // Before the fix, a body whose chunk ended exactly at 5 MB of file came through cut, answered 200.
    for (const size of [L + 1, L + 2, L + 4096, L + 65_537, 2 * L]) {
      const file = pngOfSize(PNG, size);
      for (const splitAt of [undefined, L, L - 1, L + 1, 65_536]) {
        for (let round = 0; round < 2; round++) {
          const res = await upload(file, { splitAt });
          expect({ size, splitAt, status: res.statusCode, body: res.json() }).toEqual({
            size,
            splitAt,
            status: 400,
            body: TOO_LARGE,
          });
        }
      }
    }
    expect(await currentAvatar()).toBeNull();
    for (const size of [L - 1, L]) {
      for (const splitAt of [undefined, L - 1, 65_536]) {
        const res = await upload(pngOfSize(PNG, size), { splitAt });
        expect({ size, splitAt, status: res.statusCode }).toEqual({ size, splitAt, status: 200 });
      }
    }
  });

  it('asks for an image when no avatar file comes', async () => {
    const wrongField = await upload(PNG, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(MISSING);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/avatar/',
      payload: {},
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(MISSING);
  });

  it('answers malformed multipart (no boundary, cut short, garbage) with 400 asking for an image', async () => {
    const head = partHead('avatar', 'a.png', 'image/png');
    const cases: [string, Buffer][] = [
      ['multipart/form-data', Buffer.concat([head, PNG, TAIL])],
      ['multipart/form-data; boundary=""', Buffer.concat([head, PNG, TAIL])],
      [MULTIPART, Buffer.concat([head, PNG.subarray(0, 40)])],
      [MULTIPART, head.subarray(0, 30)],
      [MULTIPART, Buffer.from('garbage\r\n\r\nmore garbage')],
      [MULTIPART, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a`)],
    ];
    for (const [type, body] of cases) {
      const res = await post(body, { ...auth, 'content-type': type });
      expect({ type, status: res.statusCode, body: res.json() }).toEqual({
        type,
        status: 400,
        body: MISSING,
      });
    }
    expect(await currentAvatar()).toBeNull();
  });
});

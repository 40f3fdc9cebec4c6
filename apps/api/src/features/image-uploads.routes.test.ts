import { type ImageKind, imageMessages } from '@sanza/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestApp, type TestContext } from '../test/app.ts';
import { createAlbum, createArtist, createEvent, createUser } from '../test/factories.ts';

// Every image route bounds the pixels of what it decodes by the kind of image (read from the header, before
// any pixel is decoded), and one account may send only so many images a minute, over all routes together.

const PER_MINUTE = 4;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { IMAGE_UPLOADS_PER_MINUTE: String(PER_MINUTE) } });
});
afterAll(() => ctx.close());

const BOUNDARY = '----sanzaimages';
function multipart(field: string, file: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A flat PNG of `width` × `height`: a few hundred kilobytes at most, whatever its pixels. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

type Route = { name: string; kind: ImageKind; field: string; url: () => Promise<string> };

/** An account with an artist profile, an album, and an event it organizes; its bearer header. */
async function owner() {
  const db = ctx.database.db;
  const user = await createUser(db, { roles: ['artist', 'organizer'] });
  const artist = await createArtist(db, { ownerId: user.id });
  const album = await createAlbum(db, { artistId: artist.id });
  const event = await createEvent(db, { organizerId: user.id });
  const headers = { authorization: `Bearer ${await accessTokenFor(user.id)}` };
  const routes: Route[] = [
    { name: 'avatar', kind: 'avatar', field: 'avatar', url: async () => '/api/auth/user/avatar/' },
    {
      name: 'artist photo',
      kind: 'artistPhoto',
      field: 'file',
      url: async () => '/api/studio/artist/photo/',
    },
    {
      name: 'album cover',
      kind: 'albumCover',
      field: 'file',
      url: async () => `/api/studio/albums/${album.id}/cover/`,
    },
    {
      name: 'event cover',
      kind: 'eventCover',
      field: 'file',
      url: async () => `/api/studio/events/${event.serialId}/cover/`,
    },
  ];
  return { headers, routes };
}

async function send(headers: object, route: Route, file: Buffer) {
  return ctx.app.inject({
    method: 'POST',
    url: await route.url(),
    payload: multipart(route.field, file),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

describe('image size bounds', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await flatPng(7000, 7000);
  });

  it('refuses a 7000 × 7000 PNG on every image route with 400 « image trop grande », before decoding it', async () => {
    expect(bomb.length).toBeLessThan(200_000);
    const { headers, routes } = await owner();
    for (const route of routes) {
      const started = performance.now();
      const res = await send(headers, route, bomb);
      const ms = performance.now() - started;
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ [route.field]: ['image trop grande (7000 × 7000 pixels)'] });
      // Reading the header costs well under a millisecond; decoding the pixels would cost hundreds.
      console.info(`${route.name}: 7000 × 7000 PNG refused in ${ms.toFixed(1)} ms`);
    }
  });

  it("bounds each kind by its page: a phone photo's size is an avatar, 20 MP only an event cover", async () => {
    const { headers, routes } = await owner();
    const [avatar, artistPhoto, , eventCover] = routes as [Route, Route, Route, Route];
    expect((await send(headers, avatar, await flatPng(4032, 3024))).statusCode).toBe(200);
    const large = await flatPng(5000, 4000);
    const refused = await send(headers, artistPhoto, large);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ file: [imageMessages.tooManyPixels(5000, 4000)] });
    expect((await send(headers, eventCover, large)).statusCode).toBe(200);
  });

  it('still answers the type message for content that is not an image', async () => {
    const { headers, routes } = await owner();
    const res = await send(
      headers,
      routes[0]!,
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('pas une image'),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().avatar[0]).toMatch(/^Format de fichier non supporté/);
  });
});

describe('image uploads per account per minute', () => {
  it(`answers 429 with a French text past ${PER_MINUTE} images a minute, counted over every image route`, async () => {
    const png = await flatPng(64, 64);
    const { headers, routes } = await owner();
    for (const route of routes) expect((await send(headers, route, png)).statusCode).toBe(200);
    const res = await send(headers, routes[0]!, png);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ detail: imageMessages.tooManyUploads });
    // Another account is not held back.
    const other = await owner();
    expect((await send(other.headers, other.routes[0]!, png)).statusCode).toBe(200);
  });

  it('counts refused images too: the decoding cost is paid by then', async () => {
    const { headers, routes } = await owner();
    const tooBig = await flatPng(4100, 3000);
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await send(headers, routes[0]!, tooBig)).statusCode).toBe(400);
    expect((await send(headers, routes[0]!, tooBig)).statusCode).toBe(429);
  });
});

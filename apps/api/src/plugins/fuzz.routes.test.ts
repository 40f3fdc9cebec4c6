import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { accessTokenFor, testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';
import {
  createAlbum,
  createAuction,
  createCategory,
  createEvent,
  createPlaylist,
  createSong,
  createTicketType,
  createUser,
} from '../test/factories.ts';
import { fromSchema, fromZod, jsonSchemaOf, nastyValue, percentEncode, poisoned } from '../test/fuzz.ts';

// Every registered route, fuzzed from its own zod schemas (so routes added later are fuzzed too), as a
// visitor, a user and staff. The rule: no request gets a 5xx. Seeded: a failure prints the seed and the
// request; FUZZ_SEED and FUZZ_RUNS change them for a longer hunt (`FUZZ_RUNS=500 npx vitest run … fuzz`).
const SEED = Number(process.env.FUZZ_SEED ?? 140014);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// A web build, as in production (without one, page routes answer 503 on purpose).
const webDist = mkdtempSync(join(tmpdir(), 'sanza-fuzz-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sanza</title>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');

const routes: RouteOptions[] = [];
const database = await createTestDatabase();
// The sign-in limits as high as they go: the limiter is not what is tested here (a 429 is < 500 anyway).
const env = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST_DIR: webDist };
const app: App = await buildApp(testConfig(env), {
  database,
  logger: false,
  onRoute: (route) => routes.push(route),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

// Real rows, so that generated ids sometimes hit something and the request goes past the lookup.
const db = database.db;
const user = await createUser(db);
const staff = await createUser(db, { roles: ['staff'] });
const event = await createEvent(db, { organizerId: staff.id, categoryId: (await createCategory(db)).id });
const ticketType = await createTicketType(db, { eventId: event.id });
const auction = await createAuction(db, { eventId: event.id });
const album = await createAlbum(db);
const song = await createSong(db, { albumId: album.id });
const playlist = await createPlaylist(db, { ownerId: user.id, songIds: [song.id] });
const reservation = await app.reservations.create(user.id, { ticket_type_id: ticketType.id, quantity: 1 });
const knownIds = [
  event.serialId,
  String(event.id),
  String(ticketType.id),
  String(auction.id),
  album.referenceId,
  String(album.id),
  String(album.artistId),
  song.referenceId,
  String(song.id),
  playlist.referenceId,
  reservation.serial_id,
  String(user.id),
  user.username,
];
const tokens = { user: await accessTokenFor(user.id), staff: await accessTokenFor(staff.id) };

type Who = 'visitor' | 'user' | 'staff';
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string };
type FuzzRequest = {
  who: Who;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
  headers: Record<string, string>;
};

const knownId = fc.constantFrom(...knownIds);
const pathValue = fc.oneof(
  { weight: 3, arbitrary: knownId },
  { weight: 2, arbitrary: poisoned(knownId) },
  { weight: 1, arbitrary: nastyValue },
);

const rawBodies = fc.oneof(
  fc.constantFrom(
    { kind: 'raw' as const, type: 'application/json', text: '{' },
    { kind: 'raw' as const, type: 'application/json', text: '"\\u0000"' },
    { kind: 'raw' as const, type: 'application/json', text: '{"a":"\\ud800","__proto__":{"x":1}}' },
    { kind: 'raw' as const, type: 'application/json', text: '[1e999, 123456789012345678901234567890]' },
    { kind: 'raw' as const, type: 'application/x-www-form-urlencoded', text: 'a=%00&b=1' },
    { kind: 'raw' as const, type: 'text/plain', text: '\u0000' },
  ),
  nastyValue.map((value) => {
    const boundary = 'fuzzboundary';
    const text = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      typeof value === 'string' ? value : JSON.stringify(value),
      `--${boundary}`,
      'Content-Disposition: form-data; name="avatar"; filename="a.png"',
      'Content-Type: image/png',
      '',
      '\u0000\u0001PNG',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    return { kind: 'raw' as const, type: `multipart/form-data; boundary=${boundary}`, text };
  }),
);

const junkHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { authorization: 'Bearer a.b.c' },
      { authorization: 'Bearer \u0000' },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { 'x-idp-token': 'a\u0000b' },
      { 'x-idp-token': 'x'.repeat(600) },
      { 'x-request-id': '\u0000' },
    ),
  },
);

/** Requests for one route: its params, query and body from its schemas, or not. */
function requestsFor(route: RouteOptions): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (route.url.includes('*')) names.push('*');
  const paramsSchema = jsonSchemaOf(schema.params);
  const paramValue = (name: string) => fromSchema(paramsSchema?.properties?.[name]);
  const params = fc.record(
    Object.fromEntries(names.map((name) => [name, fc.oneof(pathValue, paramValue(name))])),
  );
  const query = fc.oneof(
    { weight: 3, arbitrary: schema.querystring ? fromZod(schema.querystring) : fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 }) },
  );
  const methods = [route.method].flat();
  const hasBody = !methods.every((m) => m === 'GET' || m === 'HEAD');
  const body: fc.Arbitrary<Body> = hasBody
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fromZod(schema.body).map((value): Body => ({ kind: 'json', value })),
        },
        { weight: 1, arbitrary: rawBodies as fc.Arbitrary<Body> },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      )
    : fc.constant<Body>({ kind: 'none' });
  return fc.record({
    who: fc.constantFrom<Who>('visitor', 'user', 'staff'),
    params,
    query: query.map((q) =>
      q && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : { q },
    ),
    body,
    headers: junkHeaders,
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The URL of a generated request: path params and query percent-encoded as a client would. */
function urlOf(route: RouteOptions, req: FuzzRequest): string {
  let path = route.url
    .replace(/:(\w+)/g, (_, name: string) => percentEncode(text(req.params[name])))
    .replace('*', () => percentEncode(text(req.params['*'])));
  // The root wildcard (`OPTIONS *`) is asked for at some path.
  if (!path.startsWith('/')) path = `/${path}`;
  const pairs = Object.entries(req.query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${percentEncode(key)}=${percentEncode(text(v))}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Sends one request; a server-sent event stream is cut once its status is known. */
async function send(method: string, url: string, req: FuzzRequest) {
  const headers: Record<string, string> = { ...req.headers };
  if (req.who !== 'visitor' && !headers.authorization) headers.authorization = `Bearer ${tokens[req.who]}`;
  let payload: string | undefined;
  if (req.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(req.body.value) ?? 'null';
  } else if (req.body.kind === 'raw') {
    headers['content-type'] = req.body.type;
    payload = req.body.text;
  }
  const controller = new AbortController();
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    payloadAsStream: true,
    signal: controller.signal,
  });
  const stream = res.stream();
  stream.on('error', () => {});
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    controller.abort();
    return { status: res.statusCode, body: '(event stream)' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) };
}

describe('every route, fuzzed from its schemas', () => {
  it('found the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  // HEAD runs the GET handler: fuzzing the GET covers it.
  const fuzzed = routes.flatMap((route) =>
    [route.method].flat().flatMap((method) => (method === 'HEAD' ? [] : [{ route, method }])),
  );
  for (const { route, method } of fuzzed) {
    it(`${method} ${route.url} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async (req) => {
          const url = urlOf(route, req);
          const res = await send(method, url, req);
          if (res.status >= 500) {
            throw new Error(`${method} ${url} as ${req.who} → ${res.status} ${res.body}\n${text(req.body)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

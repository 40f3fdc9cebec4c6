import { doorMessages, studioEventMessages, studioMessages, studioMusicMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { events } from '../db/schema.ts';
import { accessTokenFor, testConfig } from '../test/app.ts';
import { testAudio } from '../test/audio.ts';
import { createTestDatabase } from '../test/db.ts';
import { createCategory, createPlaylist, createUser } from '../test/factories.ts';
import { testImage } from '../test/images.ts';

// Cross-user (IDOR) table of every studio route: a visitor gets 401, an account without the role 403 with the
// guard's text, the owner 2xx, another holder of the same role 404 (or the answer noted) with the owner's
// resource unchanged, and staff 2xx on it. The route list comes from the app itself: a studio route added
// without a row here fails the first test.

const routes: RouteOptions[] = [];
const database = await createTestDatabase();
const app: App = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), {
  database,
  logger: false,
  onRoute: (route) => routes.push(route),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
const db = database.db;

type Role = 'organizer' | 'artist' | 'staff';
type Who = { id: number; headers: Record<string, string> };
type Req = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  multipart?: boolean;
  headers?: Record<string, string>;
};

const BOUNDARY = '----sanzaidor';
function multipart(fields: Record<string, string>, file: Buffer, name: string) {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

async function person(roles: Role[] = []): Promise<Who> {
  const user = await createUser(db, { roles });
  return { id: user.id, headers: { authorization: `Bearer ${await accessTokenFor(user.id)}` } };
}

function send(who: Who | null, req: Req) {
  const headers: Record<string, string> = { ...(req.headers ?? {}), ...(who?.headers ?? {}) };
  if (req.multipart) headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
  return app.inject({ method: req.method, url: req.url, payload: req.payload, headers });
}

async function ok(who: Who, req: Req) {
  const res = await send(who, req);
  expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

let png: Buffer;
let mp3: Buffer;
beforeAll(async () => {
  png = await testImage('png');
  mp3 = testAudio('mp3');
  await createCategory(db, { name: 'Concerts', serialId: 'idorcat00001' });
});

const eventBody = (name: string) => ({
  name,
  description: 'Live',
  category: 'concerts',
  venue: 'Palais des Congrès',
  city: 'Brazzaville',
  starts_at: '2030-07-10T20:30:00+01:00',
  ends_at: '2030-07-10T23:30:00+01:00',
  ticket_types: [{ name: 'Standard', price: 5000, quantity: 100 }],
});

/** A's resources, made fresh for each call that may change them. */
type World = {
  owner: Who;
  other: Who;
  staff: Who;
  /** A mark found in A's resources (names, titles), never in another's answer. */
  mark: string;
  event: string;
  album: number;
  upload: number;
  song: number;
  playlist: number;
};

/** Today's date in Douala, where the world's events take place. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());

async function world(role: Role, opts: { published?: boolean; tonight?: boolean } = {}): Promise<World> {
  const mark = `Marque${Math.random().toString(36).slice(2, 10)}`;
  const ownerRole = role === 'staff' ? 'organizer' : role;
  const owner = await person([ownerRole, ...(role === 'staff' ? (['artist'] as Role[]) : [])]);
  const other = await person([ownerRole]);
  const staff = await person(['staff']);
  const w: World = { owner, other, staff, mark, event: '', album: 0, upload: 0, song: 0, playlist: 0 };
  if (role !== 'artist') {
    w.event = (
      await ok(owner, { method: 'POST', url: '/api/studio/events/', payload: eventBody(mark) })
    ).serial_id;
    if (opts.published) await ok(owner, { method: 'POST', url: `/api/studio/events/${w.event}/publish/` });
    // Tonight's: the gate sells from the event's day (published first, while its start is still ahead).
    if (opts.tonight) await db.update(events).set({ date: today() }).where(eq(events.serialId, w.event));
  }
  if (role !== 'organizer') {
    await ok(owner, { method: 'POST', url: '/api/studio/artist/', payload: { name: `Artiste ${mark}` } });
    // The other artist has a profile of their own: ownership, not a missing profile, is what refuses them.
    if (role === 'artist')
      await ok(other, { method: 'POST', url: '/api/studio/artist/', payload: { name: 'Autre artiste' } });
    w.album = (
      await ok(owner, {
        method: 'POST',
        url: '/api/studio/albums/',
        payload: { title: `Album ${mark}`, release_date: '2024-01-01' },
      })
    ).id;
    w.upload = (
      await ok(owner, {
        method: 'POST',
        url: '/api/studio/songs/',
        multipart: true,
        payload: multipart({ title: `Chanson ${mark}`, album_id: String(w.album) }, mp3, 'a.mp3'),
      })
    ).id;
    while ((await app.songPipeline.processDue()) > 0);
    const upload = await ok(owner, { method: 'GET', url: `/api/studio/songs/${w.upload}/` });
    expect(upload.status).toBe('ready');
    w.song = upload.song_id;
    w.playlist = (await createPlaylist(db, { ownerId: owner.id, songIds: [w.song] })).id;
  }
  return w;
}

/** How A's resources read for A: compared before and after another account's call. */
async function snapshot(w: World) {
  const read = async (url: string) => (await send(w.owner, { method: 'GET', url })).body;
  return [
    w.event && (await read(`/api/studio/events/${w.event}/`)),
    w.event && (await read(`/api/studio/events/${w.event}/sales/`)),
    w.album && (await read('/api/studio/albums/')),
    w.album && (await read('/api/studio/artist/')),
    w.upload && (await read(`/api/studio/songs/${w.upload}/`)),
    w.song && (await app.inject({ method: 'GET', url: `/api/streaming/musics/${w.song}/` })).statusCode,
    w.event && (await app.inject({ method: 'GET', url: `/api/events/${w.event}/` })).statusCode,
  ];
}

type Row = {
  role: Role;
  /** The call, on A's resource. */
  req: (w: World) => Req | Promise<Req>;
  /** "own": the route names A's resource; "mine": it answers the caller's own (no id); "staff": staff only. */
  kind: 'own' | 'mine' | 'staff';
  /** A's event is published first. */
  published?: boolean;
  /** A's event takes place today (after its publication). */
  tonight?: boolean;
  /** The refusal of an account without the role, when the route says more than the role guard. */
  refusal?: string;
  /** What another holder of the role gets (404 unless noted). */
  other?: number;
  /** What staff get (2xx unless noted). */
  staff?: number;
};

const ev =
  (path: string, method: Req['method'] = 'POST', payload?: object) =>
  (w: World) => ({
    method,
    url: `/api/studio/events/${w.event}/${path}`,
    payload,
  });

const TUS = { 'tus-resumable': '1.0.0' };
const tusCreate = {
  ...TUS,
  'upload-length': '1000',
  'upload-metadata': `title ${Buffer.from('Piste').toString('base64')}`,
};
/** A resumable upload of A's, just created: its URL. */
async function tusUpload(w: World): Promise<string> {
  const res = await send(w.owner, { method: 'POST', url: '/api/studio/uploads/', headers: tusCreate });
  expect(res.statusCode, res.body).toBe(201);
  return res.headers.location as string;
}

/** A line-up request for A's artist, by an organizer of another account: its id. */
async function lineupRequest(w: World): Promise<number> {
  const artist = await ok(w.owner, { method: 'GET', url: '/api/studio/artist/' });
  const organizer = await person(['organizer']);
  const event = await ok(organizer, {
    method: 'POST',
    url: '/api/studio/events/',
    payload: eventBody('Concert'),
  });
  await ok(organizer, {
    method: 'PATCH',
    url: `/api/studio/events/${event.serial_id}/`,
    payload: { artists: [artist.id] },
  });
  const requests = await ok(w.owner, { method: 'GET', url: '/api/studio/lineups/' });
  return requests.find((r: { event: { serial_id: string } }) => r.event.serial_id === event.serial_id).id;
}

const TABLE: Record<string, Row> = {
  // Artist: the line-up requests of one's own artist; answering names A's request.
  'GET /api/studio/lineups/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/lineups/' }),
  },
  'POST /api/studio/lineups/:id/confirm/': {
    role: 'artist',
    kind: 'own',
    req: async (w) => ({ method: 'POST', url: `/api/studio/lineups/${await lineupRequest(w)}/confirm/` }),
  },
  'POST /api/studio/lineups/:id/decline/': {
    role: 'artist',
    kind: 'own',
    req: async (w) => ({ method: 'POST', url: `/api/studio/lineups/${await lineupRequest(w)}/decline/` }),
  },
  // Organizer: the list is the caller's own (staff: every event); by serial_id, A's event only.
  'GET /api/studio/events/': {
    role: 'organizer',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/events/' }),
  },
  'POST /api/studio/events/': {
    role: 'organizer',
    kind: 'mine',
    req: () => ({ method: 'POST', url: '/api/studio/events/', payload: eventBody('Nouvel événement') }),
  },
  'GET /api/studio/events/:serialId/': { role: 'organizer', kind: 'own', req: ev('', 'GET') },
  'PATCH /api/studio/events/:serialId/': {
    role: 'organizer',
    kind: 'own',
    req: ev('', 'PATCH', { name: 'Renommé', city: 'Pointe-Noire' }),
  },
  'POST /api/studio/events/:serialId/publish/': { role: 'organizer', kind: 'own', req: ev('publish/') },
  'POST /api/studio/events/:serialId/unpublish/': {
    role: 'organizer',
    kind: 'own',
    published: true,
    req: ev('unpublish/'),
  },
  'POST /api/studio/events/:serialId/cancel/': {
    role: 'organizer',
    kind: 'own',
    published: true,
    req: ev('cancel/'),
  },
  'POST /api/studio/events/:serialId/cover/': {
    role: 'organizer',
    kind: 'own',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/events/${w.event}/cover/`,
      multipart: true,
      payload: multipart({}, png, 'c.png'),
    }),
  },
  // The door team: named by the organizer (another organizer: 404). The door list and the sync answer
  // the organizer, the door team and staff; any other account is told it does not work this door (403).
  'GET /api/studio/events/:serialId/door-staff/': {
    role: 'organizer',
    kind: 'own',
    req: ev('door-staff/', 'GET'),
  },
  'POST /api/studio/events/:serialId/door-staff/': {
    role: 'organizer',
    kind: 'own',
    req: async (w) => ev('door-staff/', 'POST', { username: (await createUser(db)).username })(w),
  },
  'DELETE /api/studio/events/:serialId/door-staff/:userId/': {
    role: 'organizer',
    kind: 'own',
    req: async (w) => {
      const member = await createUser(db);
      const payload = { username: member.username };
      await ok(w.owner, { method: 'POST', url: `/api/studio/events/${w.event}/door-staff/`, payload });
      return ev(`door-staff/${member.id}/`, 'DELETE')(w);
    },
  },
  'GET /api/studio/events/:serialId/door-list/': {
    role: 'organizer',
    kind: 'own',
    other: 403,
    refusal: doorMessages.notAllowedAtDoor,
    req: ev('door-list/', 'GET'),
  },
  'POST /api/studio/events/:serialId/check-ins/sync/': {
    role: 'organizer',
    kind: 'own',
    other: 403,
    refusal: doorMessages.notAllowedAtDoor,
    req: ev('check-ins/sync/', 'POST', {
      scans: [{ code: 'x.y', scanned_at: '2030-07-10T20:31:00+01:00', device_id: 'phone-a' }],
    }),
  },
  'GET /api/studio/events/:serialId/sales/': { role: 'organizer', kind: 'own', req: ev('sales/', 'GET') },
  'GET /api/studio/events/:serialId/attendees.csv': {
    role: 'organizer',
    kind: 'own',
    req: (w) => ({ method: 'GET', url: `/api/studio/events/${w.event}/attendees.csv` }),
  },
  // The gate: its organizer, its door team or staff sell; any other account is told it does not
  // work this door (403, not 404: door staff need no role, so the event's existence is no secret to them).
  'POST /api/studio/events/:serialId/door-sales/': {
    role: 'organizer',
    kind: 'own',
    published: true,
    tonight: true,
    other: 403,
    refusal: doorMessages.notAllowedAtDoor,
    req: async (w) => {
      const event = await ok(w.owner, { method: 'GET', url: `/api/studio/events/${w.event}/` });
      return {
        method: 'POST',
        url: `/api/studio/events/${w.event}/door-sales/`,
        payload: { ticket_type_id: event.ticket_types[0].id, quantity: 1 },
      };
    },
  },
  // Money: one's own balance and statement (another organizer reads their own, empty; staff too).
  'GET /api/studio/money/': {
    role: 'organizer',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/money/' }),
  },
  'GET /api/studio/money/statement/': {
    role: 'organizer',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/money/statement/?format=csv' }),
  },

  // Artist: the profile, stats and lists are the caller's own; albums and uploads by id, A's only.
  'GET /api/studio/artist/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/artist/' }),
  },
  'POST /api/studio/artist/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'POST', url: '/api/studio/artist/', payload: { name: 'Autre nom', bio: 'Bio' } }),
  },
  'GET /api/studio/artist/stats/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/artist/stats/' }),
  },
  'POST /api/studio/artist/photo/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({
      method: 'POST',
      url: '/api/studio/artist/photo/',
      multipart: true,
      payload: multipart({}, png, 'p.png'),
    }),
  },
  'GET /api/studio/albums/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/albums/' }),
  },
  'POST /api/studio/albums/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({
      method: 'POST',
      url: '/api/studio/albums/',
      payload: { title: 'Autre album', release_date: '2024-02-01' },
    }),
  },
  'PATCH /api/studio/albums/:id/': {
    role: 'artist',
    kind: 'own',
    req: (w) => ({
      method: 'PATCH',
      url: `/api/studio/albums/${w.album}/`,
      payload: { title: 'Renommé', tracks: [w.song] },
    }),
  },
  'POST /api/studio/albums/:id/cover/': {
    role: 'artist',
    kind: 'own',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/albums/${w.album}/cover/`,
      multipart: true,
      payload: multipart({}, png, 'c.png'),
    }),
  },
  // A song into A's album: another artist gets 400 (« album inconnu »), staff 409 (an upload needs one's own
  // artist profile: staff do not publish songs in an artist's name).
  'POST /api/studio/songs/': {
    role: 'artist',
    kind: 'own',
    other: 400,
    staff: 409,
    req: (w) => ({
      method: 'POST',
      url: '/api/studio/songs/',
      multipart: true,
      payload: multipart({ title: 'Piste', album_id: String(w.album) }, mp3, 'b.mp3'),
    }),
  },
  // Resumable uploads (tus): an upload is its creator's only; staff too get 404 on another's.
  'POST /api/studio/uploads/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'POST', url: '/api/studio/uploads/', headers: tusCreate }),
  },
  'PATCH /api/studio/uploads/:id/': {
    role: 'artist',
    kind: 'own',
    staff: 404,
    req: async (w) => ({
      method: 'PATCH',
      url: await tusUpload(w),
      payload: mp3.subarray(0, 100),
      headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    }),
  },
  'DELETE /api/studio/uploads/:id/': {
    role: 'artist',
    kind: 'own',
    staff: 404,
    req: async (w) => ({ method: 'DELETE', url: await tusUpload(w), headers: TUS }),
  },
  'GET /api/studio/songs/': {
    role: 'artist',
    kind: 'mine',
    req: () => ({ method: 'GET', url: '/api/studio/songs/' }),
  },
  'GET /api/studio/songs/:id/': {
    role: 'artist',
    kind: 'own',
    req: (w) => ({ method: 'GET', url: `/api/studio/songs/${w.upload}/` }),
  },

  // Staff only: organizers and artists, owners included, are refused like any account.
  'GET /api/studio/users/': {
    role: 'staff',
    kind: 'staff',
    req: () => ({ method: 'GET', url: '/api/studio/users/' }),
  },
  'PUT /api/studio/users/:id/roles/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'PUT',
      url: `/api/studio/users/${w.other.id}/roles/`,
      payload: { roles: ['organizer', 'staff'] },
    }),
  },
  'POST /api/studio/users/:id/deactivate/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({ method: 'POST', url: `/api/studio/users/${w.other.id}/deactivate/` }),
  },
  'POST /api/studio/users/:id/activate/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({ method: 'POST', url: `/api/studio/users/${w.other.id}/activate/` }),
  },
  'POST /api/studio/moderation/events/:serial_id/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/moderation/events/${w.event}/`,
      payload: { hidden: true, reason: 'Spam' },
    }),
  },
  'POST /api/studio/moderation/songs/:id/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/moderation/songs/${w.song}/`,
      payload: { hidden: true, reason: 'Spam' },
    }),
  },
  'POST /api/studio/moderation/playlists/:id/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/moderation/playlists/${w.playlist}/`,
      payload: { hidden: true, reason: 'Spam' },
    }),
  },
  'GET /api/studio/moderation/playlists/': {
    role: 'staff',
    kind: 'staff',
    req: () => ({ method: 'GET', url: '/api/studio/moderation/playlists/' }),
  },
  'POST /api/studio/editorial/albums/:id/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/editorial/albums/${w.album}/`,
      payload: { featured: true },
    }),
  },
  'POST /api/studio/editorial/playlists/:id/': {
    role: 'staff',
    kind: 'staff',
    req: (w) => ({
      method: 'POST',
      url: `/api/studio/editorial/playlists/${w.playlist}/`,
      payload: { featured: true },
    }),
  },
  'GET /api/studio/moderation/': {
    role: 'staff',
    kind: 'staff',
    req: () => ({ method: 'GET', url: '/api/studio/moderation/' }),
  },
  'GET /api/studio/editorial/': {
    role: 'staff',
    kind: 'staff',
    req: () => ({ method: 'GET', url: '/api/studio/editorial/' }),
  },
};

const REFUSAL = {
  organizer: studioMessages.organizerOnly,
  artist: studioMessages.artistOnly,
  staff: studioMessages.staffOnly,
};

describe('studio routes: role and ownership (IDOR)', () => {
  it('lists every studio route the app serves, and only those', () => {
    const served = routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((key) => key.includes(' /api/studio/') && !key.startsWith('HEAD '));
    expect([...new Set(served)].sort()).toEqual(Object.keys(TABLE).sort());
  });

  describe.each(Object.entries(TABLE))('%s', (_key, row) => {
    it('answers 401 to a visitor and 403 with the guard text to an account without the role', async () => {
      const w = await world(row.role, { published: row.published, tonight: row.tonight });
      const before = await snapshot(w);
      expect((await send(null, await row.req(w))).statusCode).toBe(401);
      const others: Role[][] =
        row.role === 'staff'
          ? [[], ['organizer', 'artist']]
          : [[], row.role === 'artist' ? ['organizer'] : ['artist']];
      // Staff-only routes: the owner of the target too.
      const refused = [
        ...(await Promise.all(others.map((r) => person(r)))),
        ...(row.role === 'staff' ? [w.owner] : []),
      ];
      for (const who of refused) {
        const res = await send(who, await row.req(w));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: row.refusal ?? REFUSAL[row.role] });
      }
      expect(await snapshot(w)).toEqual(before);
    });

    if (row.kind === 'staff') {
      it('answers 2xx to staff', async () => {
        const w = await world(row.role);
        expect((await send(w.staff, await row.req(w))).statusCode).toBeLessThan(300);
      });
      return;
    }

    it('answers 2xx to the owner', async () => {
      const w = await world(row.role, { published: row.published, tonight: row.tonight });
      const res = await send(w.owner, await row.req(w));
      expect(res.statusCode, res.body).toBeLessThan(300);
    });

    it('refuses another holder of the role on the owner’s resource, changing and showing nothing of it', async () => {
      const w = await world(row.role, { published: row.published, tonight: row.tonight });
      const before = await snapshot(w);
      const res = await send(w.other, await row.req(w));
      if (row.kind === 'own') expect(res.statusCode, res.body).toBe(row.other ?? 404);
      else expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain(w.mark);
      if (row.kind === 'own' || row.role === 'organizer')
        for (const id of [w.event, `"id":${w.album},`, `"id":${w.upload},`].filter(
          (s) => s && s !== '"id":0,',
        ))
          expect(res.body).not.toContain(id);
      expect(await snapshot(w)).toEqual(before);
    });

    if (row.kind === 'own') {
      it('answers staff on the owner’s resource', async () => {
        const w = await world(row.role, { published: row.published, tonight: row.tonight });
        const res = await send(w.staff, await row.req(w));
        if (row.staff) expect(res.statusCode, res.body).toBe(row.staff);
        else expect(res.statusCode, res.body).toBeLessThan(300);
      });
    }
  });

  // Ids of another's resources inside one's own call: refused with the field's message, the other's untouched.
  it('refuses another organizer’s ticket type in a PATCH of one’s own event', async () => {
    const a = await world('organizer');
    const b = await world('organizer');
    const theirs = (await ok(b.owner, { method: 'GET', url: `/api/studio/events/${b.event}/` }))
      .ticket_types[0].id;
    const before = await snapshot(b);
    const res = await send(a.owner, {
      method: 'PATCH',
      url: `/api/studio/events/${a.event}/`,
      payload: { ticket_types: [{ id: theirs, name: 'Pris', price: 1, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ticket_types: [studioEventMessages.ticketTypeUnknown] });
    expect(await snapshot(b)).toEqual(before);
  });

  it('refuses another artist’s song in one’s own album tracks, and one’s song into their album', async () => {
    const a = await world('artist');
    const b = await world('artist');
    const before = await snapshot(b);
    const res = await send(a.owner, {
      method: 'PATCH',
      url: `/api/studio/albums/${a.album}/`,
      payload: { tracks: [a.song, b.song] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tracks: [studioMusicMessages.albumTracksNotMine] });
    const upload = await send(a.owner, {
      method: 'POST',
      url: '/api/studio/songs/',
      multipart: true,
      payload: multipart({ title: 'Intrus', album_id: String(b.album) }, mp3, 'c.mp3'),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({ album_id: [studioMusicMessages.albumUnknown] });
    expect(await snapshot(b)).toEqual(before);
  });

  it('shows staff every organizer’s events in the studio list', async () => {
    const w = await world('organizer');
    const res = await send(w.staff, { method: 'GET', url: '/api/studio/events/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { serial_id: string }) => e.serial_id)).toContain(w.event);
  });
});

import { musicMessages, PLAYLIST_REPORT_REASONS, staffMessages, studioMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistFollows, playlistReports, playlists, users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

// Staff see the playlists listeners reported and hide one from everybody but its owner.

const ctx = appPerTest();

const bearer = async (id: number) => ({ authorization: `Bearer ${await accessTokenFor(id)}` });
const get = async (url: string, as: number | null = null) =>
  ctx.app.inject({ method: 'GET', url, headers: as ? await bearer(as) : {} });
const post = async (url: string, as: number | null, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: as ? await bearer(as) : {}, payload });
const ids = (list: { id: number }[]) => list.map((p) => p.id);

async function staffUser() {
  const user = await createUser(ctx.database.db, { username: 'sarah' });
  await ctx.database.db
    .update(users)
    .set({ roles: ['staff'] })
    .where(eq(users.id, user.id));
  return user;
}

/** A public, featured playlist popular enough for the home (5 songs, 3 followers), named `name`. */
async function homePlaylist(ownerId: number, name: string) {
  const db = ctx.database.db;
  const songIds = [];
  for (let i = 0; i < 5; i++) songIds.push((await createSong(db, { playCount: 10 })).id);
  const playlist = await createPlaylist(db, { ownerId, name, style: 'Rumba', isFeatured: true, songIds });
  for (let i = 0; i < 3; i++) {
    const fan = await createUser(db);
    await db.insert(playlistFollows).values({ userId: fan.id, playlistId: playlist.id });
  }
  return playlist;
}

describe('POST /api/studio/moderation/playlists/{id}/', () => {
  it('hides a playlist from the home, search and other users; its owner still sees it, with the reason', async () => {
    const staff = await staffUser();
    const owner = await createUser(ctx.database.db, { username: 'kevin' });
    const playlist = await homePlaylist(owner.id, 'Makossa nocturne');
    const other = await createUser(ctx.database.db);
    const onHome = async () => ({
      featured: ids((await get('/api/streaming/playlists/featured/')).json()),
      popular: ids((await get('/api/streaming/playlists/popular/')).json()),
      search: ids((await get('/api/search/playlists/?q=makossa')).json().results),
    });
    expect(await onHome()).toEqual({
      featured: [playlist.id],
      popular: [playlist.id],
      search: [playlist.id],
    });

    const hidden = await post(`/api/studio/moderation/playlists/${playlist.id}/`, staff.id, {
      hidden: true,
      reason: ' Nom injurieux ',
    });
    expect(hidden.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(hidden.json()).toEqual({
      hidden: true,
      hidden_at: row?.hiddenAt?.toISOString(),
      hidden_reason: 'Nom injurieux',
    });

    expect(await onHome()).toEqual({ featured: [], popular: [], search: [] });
    for (const as of [null, other.id]) {
      const detail = await get(`/api/streaming/playlists/${playlist.referenceId}/`, as);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ detail: musicMessages.playlistNotFound });
    }
    expect((await post(`/api/streaming/playlists/${playlist.id}/follow/`, other.id)).statusCode).toBe(404);
    expect(
      (await post(`/api/streaming/playlists/${playlist.id}/report/`, other.id, { reason: 'spam' }))
        .statusCode,
    ).toBe(404);

    const mine = await get(`/api/streaming/playlists/${playlist.id}/`, owner.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: playlist.id, is_hidden: true, hidden_reason: 'Nom injurieux' });
    const listed = (await get('/api/streaming/playlists/user-playlists/', owner.id)).json();
    expect(listed).toMatchObject([{ id: playlist.id, is_hidden: true, hidden_reason: 'Nom injurieux' }]);

    const shown = await post(`/api/studio/moderation/playlists/${playlist.id}/`, staff.id, { hidden: false });
    expect(shown.json()).toEqual({ hidden: false, hidden_at: null, hidden_reason: null });
    expect(await onHome()).toEqual({
      featured: [playlist.id],
      popular: [playlist.id],
      search: [playlist.id],
    });
    expect((await get(`/api/streaming/playlists/${playlist.id}/`, other.id)).json()).toMatchObject({
      is_hidden: false,
      hidden_reason: null,
    });
  });

  it('is for staff only (401, 403), needs a reason to hide (400) and answers 404 for an unknown one', async () => {
    const staff = await staffUser();
    const owner = await createUser(ctx.database.db);
    const playlist = await createPlaylist(ctx.database.db, { ownerId: owner.id });
    const url = `/api/studio/moderation/playlists/${playlist.id}/`;

    expect((await post(url, null, { hidden: true, reason: 'x' })).statusCode).toBe(401);
    const refused = await post(url, owner.id, { hidden: true, reason: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
    const noReason = await post(url, staff.id, { hidden: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: [staffMessages.reasonRequired] });
    const unknown = await post('/api/studio/moderation/playlists/999999/', staff.id, { hidden: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: staffMessages.playlistNotFound });

    const [row] = await ctx.database.db.select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(row?.hiddenAt).toBeNull();
  });
});

describe('GET /api/studio/moderation/playlists/', () => {
  it('lists reported and hidden playlists, most reported first, with the count of each reason; staff only', async () => {
    const db = ctx.database.db;
    const staff = await staffUser();
    const owner = await createUser(db, { username: 'kevin' });
    const many = await createPlaylist(db, { ownerId: owner.id, name: '<img src=x onerror=alert(1)>' });
    const once = await createPlaylist(db, { ownerId: owner.id, name: 'S' });
    const hiddenOnly = await createPlaylist(db, { ownerId: owner.id, name: 'Cachée' });
    await createPlaylist(db, { ownerId: owner.id, name: 'Tranquille' });
    for (const reason of ['offensive', 'offensive', 'spam']) {
      const reporter = await createUser(db);
      await db.insert(playlistReports).values({ userId: reporter.id, playlistId: many.id, reason });
    }
    await post(`/api/streaming/playlists/${once.id}/report/`, (await createUser(db)).id, {
      reason: 'misleading',
    });
    await post(`/api/studio/moderation/playlists/${hiddenOnly.id}/`, staff.id, {
      hidden: true,
      reason: 'Vide',
    });

    const res = await get('/api/studio/moderation/playlists/', staff.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zero = Object.fromEntries(PLAYLIST_REPORT_REASONS.map((r) => [r, 0]));
    const body = res.json();
    expect(body.map((p: { name: string }) => p.name)).toEqual([many.name, 'S', 'Cachée']);
    expect(body[0]).toMatchObject({
      id: many.id,
      reference_id: many.referenceId,
      owner: 'kevin',
      reports: 3,
      reasons: { ...zero, offensive: 2, spam: 1 },
      hidden: false,
      hidden_at: null,
      hidden_reason: null,
    });
    expect(body[0].last_reported_at).toEqual(expect.any(String));
    expect(body[1]).toMatchObject({ reports: 1, reasons: { ...zero, misleading: 1 } });
    expect(body[2]).toMatchObject({
      reports: 0,
      reasons: zero,
      last_reported_at: null,
      hidden: true,
      hidden_reason: 'Vide',
    });

    expect((await get('/api/studio/moderation/playlists/')).statusCode).toBe(401);
    expect((await get('/api/studio/moderation/playlists/', owner.id)).statusCode).toBe(403);
  });
});

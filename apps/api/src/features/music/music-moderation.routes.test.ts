import { musicMessages, staffMessages, studioMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { songs, users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import {
  createAlbum,
  createArtist,
  createEvent,
  createPlaylist,
  createSong,
  createUser,
} from '../../test/factories.ts';

const ctx = appPerTest();

const staffUser = async () => {
  const user = await createUser(ctx.database.db, { username: 'sarah' });
  await ctx.database.db
    .update(users)
    .set({ roles: ['staff'] })
    .where(eq(users.id, user.id));
  return user;
};
const bearer = async (id: number) => ({ authorization: `Bearer ${await accessTokenFor(id)}` });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const moderate = async (url: string, as: number | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: as ? await bearer(as) : {}, payload });
const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('POST /api/studio/moderation/songs/{id}/', () => {
  it('hides a song with a reason from every public answer, and shows it again', async () => {
    const staff = await staffUser();
    const album = await createAlbum(ctx.database.db, { title: 'Rumba' });
    const kept = await createSong(ctx.database.db, { albumId: album.id, title: 'Gardée' });
    const song = await createSong(ctx.database.db, { albumId: album.id, title: 'Masquée', playCount: 50 });
    const listener = await createUser(ctx.database.db, { username: 'kevin' });
    const playlist = await createPlaylist(ctx.database.db, {
      ownerId: listener.id,
      songIds: [song.id, kept.id],
    });

    const hidden = await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, {
      hidden: true,
      reason: '  Droits contestés ',
    });
    expect(hidden.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(songs).where(eq(songs.id, song.id));
    expect(hidden.json()).toEqual({
      hidden: true,
      hidden_at: row?.hiddenAt?.toISOString(),
      hidden_reason: 'Droits contestés',
    });
    expect(row?.hiddenReason).toBe('Droits contestés');

    for (const ref of [song.id, song.referenceId]) {
      const detail = await get(`/api/streaming/musics/${ref}/`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ detail: musicMessages.songNotFound });
    }
    expect(titles((await get('/api/streaming/musics/')).json())).toEqual(['Gardée']);
    expect((await get('/api/streaming/musics/?page=1')).json().count).toBe(1);
    expect(titles((await get('/api/streaming/musics/trending/')).json())).toEqual(['Gardée']);
    const albumAnswer = (await get(`/api/streaming/albums/${album.id}/`)).json();
    expect(titles(albumAnswer.songs)).toEqual(['Gardée']);
    expect(albumAnswer.number_of_songs).toBe(1);
    expect(titles((await get(`/api/streaming/albums/${album.id}/tracks/`)).json())).toEqual(['Gardée']);
    const playlistAnswer = await ctx.app.inject({
      method: 'GET',
      url: `/api/streaming/playlists/${playlist.id}/`,
      headers: await bearer(listener.id),
    });
    expect(titles(playlistAnswer.json().contents)).toEqual(['Gardée']);
    const search = (await get('/api/search/music/?q=Masqu')).json();
    expect(search.count).toBe(0);
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/streaming/music/${song.id}/like/`,
      headers: await bearer(listener.id),
    });
    expect(like.statusCode).toBe(404);

    const shown = await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, { hidden: false });
    expect(shown.json()).toEqual({ hidden: false, hidden_at: null, hidden_reason: null });
    expect((await get(`/api/streaming/musics/${song.id}/`)).statusCode).toBe(200);
    expect((await get('/api/search/music/?q=Masqu')).json().count).toBe(1);
  });

  it('needs a reason to hide; 404 for an unknown song; staff only', async () => {
    const staff = await staffUser();
    const song = await createSong(ctx.database.db);
    for (const payload of [{ hidden: true }, { hidden: true, reason: '   ' }]) {
      const res = await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ reason: [staffMessages.reasonRequired] });
    }
    const long = await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, {
      hidden: true,
      reason: 'x'.repeat(501),
    });
    expect(long.json()).toEqual({ reason: [staffMessages.reasonTooLong] });
    const unknown = await moderate('/api/studio/moderation/songs/999999/', staff.id, { hidden: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: staffMessages.songNotFound });

    const artist = await createUser(ctx.database.db, { username: 'awa' });
    await ctx.database.db
      .update(users)
      .set({ roles: ['artist'] })
      .where(eq(users.id, artist.id));
    const refused = await moderate(`/api/studio/moderation/songs/${song.id}/`, artist.id, {
      hidden: true,
      reason: 'Spam',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
    expect(
      (await moderate(`/api/studio/moderation/songs/${song.id}/`, null, { hidden: false })).statusCode,
    ).toBe(401);
    const [row] = await ctx.database.db.select().from(songs).where(eq(songs.id, song.id));
    expect(row?.hiddenAt).toBeNull();
  });
});

describe('GET /api/studio/moderation/', () => {
  it('lists the hidden events and songs, newest first, with reason and date; staff only', async () => {
    const staff = await staffUser();
    const artist = await createArtist(ctx.database.db, { name: 'Fally' });
    const song = await createSong(ctx.database.db, { title: 'Masquée', artistIds: [artist.id] });
    const later = await createSong(ctx.database.db, { title: 'Plus tard' });
    await createSong(ctx.database.db, { title: 'Visible' });
    const event = await createEvent(ctx.database.db, { name: 'Gala douteux' });
    await createEvent(ctx.database.db, { name: 'Gala visible' });
    await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, { hidden: true, reason: 'Droits' });
    await moderate(`/api/studio/moderation/songs/${later.id}/`, staff.id, { hidden: true, reason: 'Spam' });
    await moderate(`/api/studio/moderation/events/${event.serialId}/`, staff.id, {
      hidden: true,
      reason: 'Arnaque',
    });
    // The clock moves on between the two songs: the one hidden last comes first.
    const [row] = await ctx.database.db
      .update(songs)
      .set({ hiddenAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(songs.id, song.id))
      .returning();

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/studio/moderation/',
      headers: await bearer(staff.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.events).toEqual([
      {
        serial_id: event.serialId,
        name: 'Gala douteux',
        hidden_at: expect.any(String),
        hidden_reason: 'Arnaque',
      },
    ]);
    expect(body.songs.map((s: { title: string }) => s.title)).toEqual(['Plus tard', 'Masquée']);
    expect(body.songs[1]).toEqual({
      id: song.id,
      title: 'Masquée',
      artist: 'Fally',
      hidden_at: row?.hiddenAt?.toISOString(),
      hidden_reason: 'Droits',
    });

    // Shown again: gone from the list.
    await moderate(`/api/studio/moderation/songs/${song.id}/`, staff.id, { hidden: false });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/studio/moderation/',
      headers: await bearer(staff.id),
    });
    expect(after.json().songs.map((s: { id: number }) => s.id)).toEqual([later.id]);

    const organizer = await createUser(ctx.database.db, { roles: ['organizer', 'artist'] });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/studio/moderation/',
      headers: await bearer(organizer.id),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
    expect((await get('/api/studio/moderation/')).statusCode).toBe(401);
  });
});

import { staffMessages, studioMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { albums, playlists, users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createAlbum, createArtist, createPlaylist, createSong, createUser } from '../../test/factories.ts';

const ctx = appPerTest();

const withRole = async (username: string, role: 'staff' | 'artist') => {
  const user = await createUser(ctx.database.db, { username });
  await ctx.database.db
    .update(users)
    .set({ roles: [role] })
    .where(eq(users.id, user.id));
  return user;
};
const post = async (url: string, as: number | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: as ? { authorization: `Bearer ${await accessTokenFor(as)}` } : {},
    payload,
  });
const firstFeatured = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json()[0]?.id;

describe('POST /api/studio/editorial/{albums|playlists}/{id}/', () => {
  it('puts an album or a playlist first in its featured section, and takes it out', async () => {
    const staff = await withRole('sarah', 'staff');
    const liked = await createAlbum(ctx.database.db, { title: 'Aimé' });
    await createSong(ctx.database.db, { albumId: liked.id, likeCount: 50 });
    const pick = await createAlbum(ctx.database.db, { title: 'Choix' });
    expect(await firstFeatured('/api/streaming/albums/featured/')).toBe(liked.id);

    const on = await post(`/api/studio/editorial/albums/${pick.id}/`, staff.id, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: pick.id, featured: true });
    expect(await firstFeatured('/api/streaming/albums/featured/')).toBe(pick.id);
    await post(`/api/studio/editorial/albums/${pick.id}/`, staff.id, { featured: false });
    const [row] = await ctx.database.db.select().from(albums).where(eq(albums.id, pick.id));
    expect(row?.isFeatured).toBe(false);

    const song = await createSong(ctx.database.db);
    const older = await createPlaylist(ctx.database.db, { songIds: [song.id] });
    const res = await post(`/api/studio/editorial/playlists/${older.id}/`, staff.id, { featured: true });
    expect(res.json()).toEqual({ id: older.id, featured: true });
    const [list] = await ctx.database.db.select().from(playlists).where(eq(playlists.id, older.id));
    expect(list?.isFeatured).toBe(true);
  });

  it('answers 404 for an unknown one, 400 without a boolean, 403 to non-staff', async () => {
    const staff = await withRole('sarah', 'staff');
    const album = await createAlbum(ctx.database.db);
    const unknown = await post('/api/studio/editorial/playlists/999999/', staff.id, { featured: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: staffMessages.playlistNotFound });
    expect((await post('/api/studio/editorial/albums/999999/', staff.id, { featured: true })).json()).toEqual(
      {
        detail: staffMessages.albumNotFound,
      },
    );
    expect(
      (await post(`/api/studio/editorial/albums/${album.id}/`, staff.id, { featured: 'oui' })).statusCode,
    ).toBe(400);
    const artist = await withRole('awa', 'artist');
    const refused = await post(`/api/studio/editorial/albums/${album.id}/`, artist.id, { featured: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
    const [row] = await ctx.database.db.select().from(albums).where(eq(albums.id, album.id));
    expect(row?.isFeatured).toBe(false);
  });
});

describe('GET /api/studio/editorial/', () => {
  it('lists the featured albums and playlists with their artist and owner; staff only', async () => {
    const staff = await withRole('sarah', 'staff');
    const artist = await createArtist(ctx.database.db, { name: 'Fally' });
    const album = await createAlbum(ctx.database.db, { title: 'Choix', artistId: artist.id });
    await createAlbum(ctx.database.db, { title: 'Ordinaire' });
    const owner = await createUser(ctx.database.db, { username: 'kevin' });
    const playlist = await createPlaylist(ctx.database.db, { ownerId: owner.id, name: 'Rumba du soir' });
    await createPlaylist(ctx.database.db, { ownerId: owner.id, name: 'Autre' });
    await post(`/api/studio/editorial/albums/${album.id}/`, staff.id, { featured: true });
    await post(`/api/studio/editorial/playlists/${playlist.id}/`, staff.id, { featured: true });

    const list = async (as: number) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/studio/editorial/',
        headers: { authorization: `Bearer ${await accessTokenFor(as)}` },
      });
    const res = await list(staff.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      albums: [{ id: album.id, title: 'Choix', artist: 'Fally' }],
      playlists: [{ id: playlist.id, name: 'Rumba du soir', owner: 'kevin' }],
    });

    await post(`/api/studio/editorial/albums/${album.id}/`, staff.id, { featured: false });
    expect((await list(staff.id)).json().albums).toEqual([]);

    const refused = await list((await withRole('awa', 'artist')).id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/studio/editorial/' })).statusCode).toBe(401);
  });
});

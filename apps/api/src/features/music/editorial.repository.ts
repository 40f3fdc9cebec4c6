import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albums, artists, playlists, users } from '../../db/schema.ts';

/** Sets the editors' pick of an album or a playlist; false when there is none with this id. */
export async function setFeatured(db: Db, kind: 'albums' | 'playlists', id: number, featured: boolean) {
  const table = kind === 'albums' ? albums : playlists;
  const rows = await db
    .update(table)
    .set({ isFeatured: featured })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The albums and playlists staff marked featured, by title. */
export async function listFeatured(db: Db) {
  const featuredAlbums = await db
    .select({ id: albums.id, title: albums.title, artist: artists.name })
    .from(albums)
    .leftJoin(artists, eq(artists.id, albums.artistId))
    .where(eq(albums.isFeatured, true))
    .orderBy(asc(albums.title), asc(albums.id));
  const featuredPlaylists = await db
    .select({ id: playlists.id, name: playlists.name, owner: users.username })
    .from(playlists)
    .leftJoin(users, eq(users.id, playlists.ownerId))
    .where(eq(playlists.isFeatured, true))
    .orderBy(asc(playlists.name), asc(playlists.id));
  return { albums: featuredAlbums, playlists: featuredPlaylists };
}

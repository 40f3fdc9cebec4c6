import { lte, sql } from 'drizzle-orm';
import { albums, songs } from './schema.ts';

/**
 * Songs the public may see on `today` (YYYY-MM-DD in TIME_ZONE): not hidden by staff, published on or
 * before today, and, in an album, that album released on or before today (the later of the two dates governs).
 * Every public song answer — detail, lists, trending, search, albums, artists, playlists, likes and streams —
 * reads this one condition; the artist still sees the song, with its dates and the reason, in the studio.
 */
export const publicSong = (today: string) =>
  sql<boolean>`(${songs.hiddenAt} is null and ${songs.publishDate} <= ${today}::date and not exists (select 1 from ${albums} as released where released.id = ${songs.albumId} and released.release_date > ${today}::date))`;

/** Albums the public may see on `today`: released on or before it (a scheduled album is absent until then). */
export const publicAlbum = (today: string) => lte(albums.releaseDate, today);

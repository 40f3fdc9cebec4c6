import { sql } from 'drizzle-orm';
import { songs } from './schema.ts';

/**
 * Songs the public may see (issue 16): not hidden by staff. Every public song answer — detail, lists, trending,
 * search, albums, artists, playlists, likes and streams — reads this one condition; the artist still sees the
 * song, with the reason, in the studio.
 */
export const publicSong = sql<boolean>`(${songs.hiddenAt} is null)`;

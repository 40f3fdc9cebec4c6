import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { songRenditions, songs } from '../../db/schema.ts';

/** A stored media path as `/media/` serves it: no leading slash; null for an external URL. */
const mediaPath = (path: string | null) =>
  !path || /^https?:\/\//.test(path) ? null : path.replace(/^\/+/, '');

/**
 * The audio files of hidden songs that no visible song plays: the songs' files, their sources and renditions
 * (songs sharing a source share these files, and a file stays served while one visible song uses it).
 */
export async function withheldMediaPaths(db: Db): Promise<string[]> {
  const hidden = await db
    .select({ audioFile: songs.audioFile, sourceFile: songs.sourceFile })
    .from(songs)
    .where(isNotNull(songs.hiddenAt));
  const hiddenRenditions = await db
    .select({ path: songRenditions.path })
    .from(songRenditions)
    .innerJoin(songs, eq(songs.id, songRenditions.songId))
    .where(isNotNull(songs.hiddenAt));
  const candidates = [
    ...new Set(
      [...hidden.flatMap((s) => [s.audioFile, s.sourceFile]), ...hiddenRenditions.map((r) => r.path)]
        .filter((p): p is string => p !== null)
        .filter((p) => !/^https?:\/\//.test(p)),
    ),
  ];
  if (candidates.length === 0) return [];
  const stillPlayed = await db
    .select({ audioFile: songs.audioFile, sourceFile: songs.sourceFile })
    .from(songs)
    .where(
      and(
        isNull(songs.hiddenAt),
        or(inArray(songs.audioFile, candidates), inArray(songs.sourceFile, candidates)),
      ),
    );
  const stillRendered = await db
    .select({ path: songRenditions.path })
    .from(songRenditions)
    .innerJoin(songs, eq(songs.id, songRenditions.songId))
    .where(and(isNull(songs.hiddenAt), inArray(songRenditions.path, candidates)));
  const played = new Set([
    ...stillPlayed.flatMap((s) => [s.audioFile, s.sourceFile]),
    ...stillRendered.map((r) => r.path),
  ]);
  return candidates
    .filter((p) => !played.has(p))
    .map(mediaPath)
    .filter((p): p is string => p !== null);
}

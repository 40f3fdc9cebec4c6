import type { SQL } from 'drizzle-orm';

// Apart from the search service, which presents playlists through the playlists service: the playlists service
// takes a matcher of this shape, and importing it from the search service would close a circle.
/** Ranks song ids for `q` as the main search does (accents, prefixes, stems, typos) among the songs `where` keeps. */
export type SongMatcher = (
  q: string,
  opts: { today: string; where: SQL; alsoMatching?: SQL; limit: number; offset: number },
) => Promise<{ ids: number[]; count: number }>;

import { z } from 'zod';
import { auctionSchema } from './auctions.ts';
import { eventSchema } from './events.ts';
import { albumSchema, artistSchema, musicMessages, playlistSchema, songSchema } from './music.ts';
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind, searchMessages } from './search.constants.ts';

export * from './search.constants.ts';

// Paging is read as the music lists read it, with their messages (the same bounds: 1–100).
const { invalidPage, invalidPageSize } = musicMessages;

/** A real calendar day written YYYY-MM-DD (2024-13-45, 2023-02-29 and year 0000, which PostgreSQL lacks, are refused). */
const isoDate = z.string().refine((v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v.startsWith('0000')) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}, searchMessages.invalidDate);

/** A query parameter where an empty value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * `GET /search/{kind}/`: every parameter is optional; an empty value is the same as none (the client sends
 * `ordering=` for relevance). Which `ordering` values a kind accepts is checked by the server per kind.
 */
export const searchQuerySchema = z.object({
  q: optional(z.string().max(SEARCH_LIMITS.maxQueryLength, searchMessages.queryTooLong)),
  genre: optional(z.string().max(100, searchMessages.genreTooLong)),
  ordering: optional(z.string().max(32, searchMessages.invalidOrdering)),
  page: optional(
    z.coerce
      .number({ message: invalidPage })
      .int({ message: invalidPage })
      .min(1, { message: invalidPage })
      .max(SEARCH_LIMITS.maxPage, { message: invalidPage }),
  ),
  page_size: optional(
    z.coerce
      .number({ message: invalidPageSize })
      .int({ message: invalidPageSize })
      .min(1, { message: invalidPageSize })
      .max(SEARCH_LIMITS.maxPageSize, { message: invalidPageSize }),
  ),
  date_range: optional(isoDate),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchParamsSchema = z.object({
  kind: z.enum(SEARCH_KINDS, { message: searchMessages.unknownKind }),
});

/** The filters the page offers: genre names (event categories for events and auctions). */
export const searchFiltersSchema = z.object({ genres: z.array(z.string()) });
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

const answer = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int(), filters: searchFiltersSchema });

/** The answer of `/search/{kind}/` for each kind; results carry the spec's fields for each kind. */
export const searchResultSchemas = {
  music: answer(songSchema),
  albums: answer(albumSchema),
  playlists: answer(playlistSchema),
  artists: answer(artistSchema),
  events: answer(eventSchema),
  auctions: answer(auctionSchema),
} satisfies Record<SearchKind, z.ZodType>;

export type SearchResults = { [K in SearchKind]: z.infer<(typeof searchResultSchemas)[K]> };
export const searchFiltersAnswerSchema = z.object({ filters: searchFiltersSchema });

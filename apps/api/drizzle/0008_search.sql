-- Search (issue 10): French full-text search that ignores accents and case, prefix matching, and pg_trgm
-- for typos. Each searchable row stores its folded text (lower case, no accents) and its French vector as
-- generated columns, computed once on write, with a GIN index each: the bench showed that evaluating the
-- unaccent wrapper in index expressions on every candidate row (recheck, rank, count) cost ~190 ms for a
-- common word over 100,000 songs. These columns and indexes live only in this hand-written migration
-- (schema.ts does not declare them: only the search repository reads them); see docs/decisions/093-search-per-kind.md.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent(text) is only STABLE (it finds its dictionary through search_path); naming the dictionary makes
-- the result depend on the argument alone, which a generated column requires.
CREATE OR REPLACE FUNCTION sanza_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;--> statement-breakpoint
ALTER TABLE songs ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(title)) STORED;--> statement-breakpoint
ALTER TABLE songs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(title))) STORED;--> statement-breakpoint
CREATE INDEX songs_search_vector_idx ON songs USING gin (search_vector);--> statement-breakpoint
CREATE INDEX songs_search_text_idx ON songs USING gin (search_text gin_trgm_ops);--> statement-breakpoint
ALTER TABLE albums ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(title)) STORED;--> statement-breakpoint
ALTER TABLE albums ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(title))) STORED;--> statement-breakpoint
CREATE INDEX albums_search_vector_idx ON albums USING gin (search_vector);--> statement-breakpoint
CREATE INDEX albums_search_text_idx ON albums USING gin (search_text gin_trgm_ops);--> statement-breakpoint
-- Artists are found by name and by where they come from, events by name and place; auctions through their event.
ALTER TABLE artists ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || location)) STORED;--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || location))) STORED;--> statement-breakpoint
CREATE INDEX artists_search_vector_idx ON artists USING gin (search_vector);--> statement-breakpoint
CREATE INDEX artists_search_text_idx ON artists USING gin (search_text gin_trgm_ops);--> statement-breakpoint
ALTER TABLE playlists ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || style)) STORED;--> statement-breakpoint
ALTER TABLE playlists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || style))) STORED;--> statement-breakpoint
CREATE INDEX playlists_search_vector_idx ON playlists USING gin (search_vector) WHERE is_public;--> statement-breakpoint
CREATE INDEX playlists_search_text_idx ON playlists USING gin (search_text gin_trgm_ops) WHERE is_public;--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || location)) STORED;--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || location))) STORED;--> statement-breakpoint
CREATE INDEX events_search_vector_idx ON events USING gin (search_vector);--> statement-breakpoint
CREATE INDEX events_search_text_idx ON events USING gin (search_text gin_trgm_ops);

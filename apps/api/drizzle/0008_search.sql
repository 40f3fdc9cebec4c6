-- Search (issue 10): French full-text search that ignores accents and case, prefix matching, and pg_trgm
-- for typos. These indexes are expressions over an IMMUTABLE wrapper of unaccent(), so they live only in
-- this hand-written migration (drizzle's schema.ts cannot express them): see docs/decisions.md, "Search".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent(text) is only STABLE (it finds its dictionary through search_path); naming the dictionary makes
-- the result depend on the argument alone, which an index expression requires.
CREATE OR REPLACE FUNCTION sanza_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS songs_search_fts_idx ON songs USING gin (to_tsvector('french'::regconfig, sanza_unaccent(title)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS songs_search_trgm_idx ON songs USING gin (sanza_unaccent(title) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS albums_search_fts_idx ON albums USING gin (to_tsvector('french'::regconfig, sanza_unaccent(title)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS albums_search_trgm_idx ON albums USING gin (sanza_unaccent(title) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS artists_search_fts_idx ON artists USING gin (to_tsvector('french'::regconfig, sanza_unaccent(name)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS artists_search_trgm_idx ON artists USING gin (sanza_unaccent(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS playlists_search_fts_idx ON playlists USING gin (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || style))) WHERE is_public;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS playlists_search_trgm_idx ON playlists USING gin (sanza_unaccent(name || ' ' || style) gin_trgm_ops) WHERE is_public;--> statement-breakpoint
-- Events are found by name and place; auctions through their event.
CREATE INDEX IF NOT EXISTS events_search_fts_idx ON events USING gin (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || location)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS events_search_trgm_idx ON events USING gin (sanza_unaccent(name || ' ' || location) gin_trgm_ops);

-- Search, second step (issue 10): the bench showed that evaluating sanza_unaccent() and to_tsvector() on
-- every candidate row (recheck, ranking, count) cost ~190 ms for a common word over 100,000 songs: the SQL
-- wrapper cannot be inlined, so each call is a function call. The folded text and its French vector are now
-- stored columns, computed once on write, and the GIN indexes are on them. These columns exist only in SQL
-- (schema.ts does not declare them: nothing reads them but the search repository); see docs/decisions.md.
DROP INDEX IF EXISTS songs_search_fts_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS songs_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE songs ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(title)) STORED;
--> statement-breakpoint
ALTER TABLE songs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(title))) STORED;
--> statement-breakpoint
CREATE INDEX songs_search_vector_idx ON songs USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX songs_search_text_idx ON songs USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS albums_search_fts_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS albums_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE albums ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(title)) STORED;
--> statement-breakpoint
ALTER TABLE albums ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(title))) STORED;
--> statement-breakpoint
CREATE INDEX albums_search_vector_idx ON albums USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX albums_search_text_idx ON albums USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS artists_search_fts_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS artists_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name)) STORED;
--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name))) STORED;
--> statement-breakpoint
CREATE INDEX artists_search_vector_idx ON artists USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX artists_search_text_idx ON artists USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS playlists_search_fts_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS playlists_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE playlists ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || style)) STORED;
--> statement-breakpoint
ALTER TABLE playlists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || style))) STORED;
--> statement-breakpoint
CREATE INDEX playlists_search_vector_idx ON playlists USING gin (search_vector) WHERE is_public;
--> statement-breakpoint
CREATE INDEX playlists_search_text_idx ON playlists USING gin (search_text gin_trgm_ops) WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS events_search_fts_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS events_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || location)) STORED;
--> statement-breakpoint
ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || location))) STORED;
--> statement-breakpoint
CREATE INDEX events_search_vector_idx ON events USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX events_search_text_idx ON events USING gin (search_text gin_trgm_ops);

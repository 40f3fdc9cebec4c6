-- Search, third step (issue 10): an artist is also found by where they come from ('kinshasa', 'cameroun'), as
-- events are by their place. Same stored columns as migration 0009, on name and location.
DROP INDEX IF EXISTS artists_search_vector_idx;--> statement-breakpoint
DROP INDEX IF EXISTS artists_search_text_idx;--> statement-breakpoint
ALTER TABLE artists DROP COLUMN IF EXISTS search_vector;--> statement-breakpoint
ALTER TABLE artists DROP COLUMN IF EXISTS search_text;--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search_text text GENERATED ALWAYS AS (sanza_unaccent(name || ' ' || location)) STORED;--> statement-breakpoint
ALTER TABLE artists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('french'::regconfig, sanza_unaccent(name || ' ' || location))) STORED;--> statement-breakpoint
CREATE INDEX artists_search_vector_idx ON artists USING gin (search_vector);--> statement-breakpoint
CREATE INDEX artists_search_text_idx ON artists USING gin (search_text gin_trgm_ops);

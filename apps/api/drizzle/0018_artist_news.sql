ALTER TABLE "event_artists" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_artist_news" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_news_email_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
-- Songs already in the catalogue are not news.
UPDATE "songs" SET "announced_at" = now();
--> statement-breakpoint
-- Telling subscribers of a release changes no public answer (see 0016): the read cache keeps its music answers.
DROP TRIGGER songs_read_cache_update ON songs;
--> statement-breakpoint
CREATE TRIGGER songs_read_cache_update AFTER UPDATE ON songs FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'play_count' - 'announced_at') IS DISTINCT FROM (to_jsonb(NEW) - 'play_count' - 'announced_at'))
  EXECUTE FUNCTION read_cache_notify('music');

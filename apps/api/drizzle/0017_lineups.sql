CREATE TABLE "event_artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "presale_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_artists" ADD CONSTRAINT "event_artists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_artists" ADD CONSTRAINT "event_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_artists_event_artist_key" ON "event_artists" USING btree ("event_id","artist_id");--> statement-breakpoint
CREATE INDEX "event_artists_artist_idx" ON "event_artists" USING btree ("artist_id","status");--> statement-breakpoint
-- The line-up shows on public event answers (read cache, see 0016): a confirmation changes them.
CREATE TRIGGER event_artists_read_cache AFTER INSERT OR UPDATE OR DELETE ON event_artists
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');

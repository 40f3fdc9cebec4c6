CREATE TABLE "song_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"title" text NOT NULL,
	"genre_id" integer,
	"album_id" integer,
	"track_number" integer,
	"source_path" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"duration" integer,
	"error" text,
	"song_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_uploads_status_valid" CHECK ("song_uploads"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "min_increment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_placeholder" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sales_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "sales_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_uploads" ADD CONSTRAINT "song_uploads_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "song_uploads_user_idx" ON "song_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "song_uploads_due_idx" ON "song_uploads" USING btree ("run_after") WHERE "song_uploads"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_owner_key" ON "artists" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_min_increment_valid" CHECK ("auctions"."min_increment" >= 1);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_valid" CHECK ("events"."status" in ('draft', 'published', 'cancelled'));--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_max_per_order_valid" CHECK ("ticket_types"."max_per_order" is null or "ticket_types"."max_per_order" >= 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_valid" CHECK ("users"."roles" <@ array['organizer', 'artist', 'staff']::text[]);--> statement-breakpoint
UPDATE "users" SET "roles" = array['staff']::text[] WHERE "role" = 'staff';
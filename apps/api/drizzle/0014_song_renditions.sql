CREATE TABLE "song_renditions" (
	"song_id" integer NOT NULL,
	"quality" text NOT NULL,
	"codec" text NOT NULL,
	"path" text NOT NULL,
	"bitrate_kbps" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "song_renditions_song_id_quality_codec_pk" PRIMARY KEY("song_id","quality","codec"),
	CONSTRAINT "song_renditions_quality_valid" CHECK ("song_renditions"."quality" in ('eco', 'normal', 'high')),
	CONSTRAINT "song_renditions_codec_valid" CHECK ("song_renditions"."codec" in ('opus', 'mp3', 'aac')),
	CONSTRAINT "song_renditions_sizes_positive" CHECK ("song_renditions"."bitrate_kbps" > 0 and "song_renditions"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "renditions_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "renditions_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "renditions_run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "renditions_error" text;--> statement-breakpoint
ALTER TABLE "song_renditions" ADD CONSTRAINT "song_renditions_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "songs_renditions_due_idx" ON "songs" USING btree ("renditions_run_after") WHERE "songs"."renditions_status" = 'pending';--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_renditions_status_valid" CHECK ("songs"."renditions_status" in ('pending', 'ready', 'failed'));
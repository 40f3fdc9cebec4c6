CREATE TABLE "client_plays" (
	"user_id" integer NOT NULL,
	"client_play_id" uuid NOT NULL,
	"song_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"listened_seconds" integer NOT NULL,
	"counted" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_plays_user_id_client_play_id_pk" PRIMARY KEY("user_id","client_play_id"),
	CONSTRAINT "client_plays_listened_nonnegative" CHECK ("client_plays"."listened_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_plays" ADD CONSTRAINT "client_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_plays" ADD CONSTRAINT "client_plays_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_plays_played_idx" ON "client_plays" USING btree ("played_at");
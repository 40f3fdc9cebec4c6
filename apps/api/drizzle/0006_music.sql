-- Artist search compares names without accents (« Mbóngo » matches « mbongo »).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"title" text NOT NULL,
	"artist_id" integer NOT NULL,
	"genre_id" integer,
	"cover_image" text,
	"release_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "artist_subscriptions" (
	"user_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "artist_subscriptions_user_id_artist_id_pk" PRIMARY KEY("user_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"name" text NOT NULL,
	"profile_image" text,
	"cover_image" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"production_house" text,
	"subscribers_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "artists_counters_nonnegative" CHECK ("artists"."subscribers_count" >= 0 and "artists"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "playlist_songs" (
	"playlist_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_songs_playlist_id_song_id_pk" PRIMARY KEY("playlist_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlists_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "song_artists" (
	"song_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "song_artists_song_id_artist_id_pk" PRIMARY KEY("song_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "song_genres" (
	"song_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "song_genres_song_id_genre_id_pk" PRIMARY KEY("song_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "song_likes" (
	"user_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "song_likes_user_id_song_id_pk" PRIMARY KEY("user_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"title" text NOT NULL,
	"album_id" integer,
	"track_number" integer,
	"cover_image" text,
	"audio_file" text NOT NULL,
	"duration" integer NOT NULL,
	"publish_date" date NOT NULL,
	"is_explicit" boolean DEFAULT false NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "songs_counters_nonnegative" CHECK ("songs"."duration" >= 0 and "songs"."play_count" >= 0 and "songs"."like_count" >= 0 and "songs"."share_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"song_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_subscriptions" ADD CONSTRAINT "artist_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_subscriptions" ADD CONSTRAINT "artist_subscriptions_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_songs" ADD CONSTRAINT "playlist_songs_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_songs" ADD CONSTRAINT "playlist_songs_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_artists" ADD CONSTRAINT "song_artists_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_artists" ADD CONSTRAINT "song_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_genres" ADD CONSTRAINT "song_genres_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_genres" ADD CONSTRAINT "song_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_likes" ADD CONSTRAINT "song_likes_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "albums_artist_idx" ON "albums" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "albums_release_idx" ON "albums" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "artist_subscriptions_artist_idx" ON "artist_subscriptions" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "artists_name_idx" ON "artists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "playlist_songs_order_idx" ON "playlist_songs" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_songs_song_idx" ON "playlist_songs" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "playlists_public_idx" ON "playlists" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "song_artists_artist_idx" ON "song_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "song_genres_genre_idx" ON "song_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "song_likes_song_idx" ON "song_likes" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "songs_album_idx" ON "songs" USING btree ("album_id","track_number");--> statement-breakpoint
CREATE INDEX "songs_publish_idx" ON "songs" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "songs_play_count_idx" ON "songs" USING btree ("play_count");--> statement-breakpoint
CREATE INDEX "streams_song_time_idx" ON "streams" USING btree ("song_id","created_at");--> statement-breakpoint
CREATE INDEX "streams_user_time_idx" ON "streams" USING btree ("user_id","created_at");
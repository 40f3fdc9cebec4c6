-- Issue 19: the read cache (lib/read-cache.ts) keeps public answers in each process's memory; these triggers tell
-- every process listening on 'read_cache' which answers a committed write changed: 'events' or 'music'.
-- Row triggers, so a statement that changes no row (a background job finding nothing to do) tells nobody; a
-- notification goes out at commit only, once per transaction and tag (PostgreSQL merges identical ones).
CREATE FUNCTION read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_read_cache AFTER INSERT OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
-- A view only raises the counter: that shows when the cached answer expires, not at every page view.
CREATE TRIGGER events_read_cache_update AFTER UPDATE ON events FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view') IS DISTINCT FROM (to_jsonb(NEW) - 'view'))
  EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
CREATE TRIGGER songs_read_cache AFTER INSERT OR DELETE ON songs
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
-- Likewise a play only raises play_count.
CREATE TRIGGER songs_read_cache_update AFTER UPDATE ON songs FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'play_count') IS DISTINCT FROM (to_jsonb(NEW) - 'play_count'))
  EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER ticket_types_read_cache AFTER INSERT OR UPDATE OR DELETE ON ticket_types
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
CREATE TRIGGER categories_read_cache AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
CREATE TRIGGER auctions_read_cache AFTER INSERT OR UPDATE OR DELETE ON auctions
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
CREATE TRIGGER auction_bids_read_cache AFTER INSERT OR UPDATE OR DELETE ON auction_bids
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('events');
--> statement-breakpoint
CREATE TRIGGER albums_read_cache AFTER INSERT OR UPDATE OR DELETE ON albums
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER artists_read_cache AFTER INSERT OR UPDATE OR DELETE ON artists
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER genres_read_cache AFTER INSERT OR UPDATE OR DELETE ON genres
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER song_artists_read_cache AFTER INSERT OR UPDATE OR DELETE ON song_artists
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER song_genres_read_cache AFTER INSERT OR UPDATE OR DELETE ON song_genres
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER song_likes_read_cache AFTER INSERT OR UPDATE OR DELETE ON song_likes
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER song_renditions_read_cache AFTER INSERT OR UPDATE OR DELETE ON song_renditions
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER playlists_read_cache AFTER INSERT OR UPDATE OR DELETE ON playlists
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER playlist_songs_read_cache AFTER INSERT OR UPDATE OR DELETE ON playlist_songs
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER playlist_follows_read_cache AFTER INSERT OR UPDATE OR DELETE ON playlist_follows
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');
--> statement-breakpoint
CREATE TRIGGER artist_subscriptions_read_cache AFTER INSERT OR UPDATE OR DELETE ON artist_subscriptions
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify('music');

import type { AppContext } from '../../context.ts';
import { ffmpegBinary } from '../../lib/audio.ts';
import type { Feature } from '../../lib/feature.ts';
import { createFfmpeg } from '../../lib/ffmpeg.ts';
import { requireRole } from '../../plugins/roles.ts';
import type { EventModerationService } from '../events/event-moderation.service.ts';
import { createSongMatcher } from '../search/search.service.ts';
import { albumsRoutes } from './albums.routes.ts';
import { createAlbumsService } from './albums.service.ts';
import { artistsRoutes } from './artists.routes.ts';
import { createArtistsService } from './artists.service.ts';
import { editorialRoutes } from './editorial.routes.ts';
import { createEditorialService } from './editorial.service.ts';
import { musicModerationRoutes } from './music-moderation.routes.ts';
import { createMusicModerationService } from './music-moderation.service.ts';
import { playlistsRoutes } from './playlists.routes.ts';
import { createPlaylistsService } from './playlists.service.ts';
import {
  createSongPipeline,
  RENDITION_TEMP_PURGE_INTERVAL_MS,
  SONG_UPLOAD_PURGE_INTERVAL_MS,
} from './song-pipeline.service.ts';
import { songUploadsRoutes } from './song-uploads.routes.ts';
import { songsRoutes } from './songs.routes.ts';
import { CLIENT_PLAY_PURGE_INTERVAL_MS, createSongsService } from './songs.service.ts';
import { studioMusicRoutes } from './studio-music.routes.ts';
import { createStudioMusicService } from './studio-music.service.ts';
import { startTakedowns } from './takedowns.service.ts';

/**
 * Music: the catalogue (songs, albums, artists), playlists, listening, the artists' studio with the song pipeline
 * from upload to renditions, staff moderation and the editors' picks.
 */
export async function createMusicFeature(
  ctx: AppContext,
  needs: { eventModeration: EventModerationService },
) {
  const { config, database, db, clock, media, log } = ctx;
  const { timeZone, mediaDir, publicUrl } = config;
  // Every ffmpeg this app starts: each run bounded in time, all killed when the app closes.
  const ffmpeg = createFfmpeg(() => ffmpegBinary(config.ffmpegPath));
  const songPipeline = createSongPipeline({
    db,
    clock,
    media,
    mediaDir,
    timeZone,
    ffmpeg,
    transcodeTimeoutMs: config.songTranscodeTimeoutMs,
    maxSongMinutes: config.songMaxMinutes,
    concurrency: config.songProcessConcurrency,
    maxPendingUploads: config.songUploadsMaxPending,
    log,
  });
  ctx.onClose(async () => {
    // No song is taken up any more; the running ones lose their ffmpeg and are left to their lapsing lease.
    const stopped = songPipeline.stop();
    await ffmpeg.stopAll();
    await stopped;
  });
  const songs = createSongsService({ db, clock, media, timeZone, renditions: songPipeline });
  const albums = createAlbumsService({ db, clock, media, songs, timeZone });
  const artists = createArtistsService({ db, clock, media, songs, albums });
  const playlists = createPlaylistsService({ db, songs, clock, matchSongs: createSongMatcher(db) });
  const studioMusic = createStudioMusicService({ db, clock, media, mediaDir, timeZone });
  // The audio files of songs hidden by moderation: no longer served under /media/, whoever kept the link.
  const takedowns = await startTakedowns({ database, log });
  ctx.onClose(() => takedowns.stop());
  const musicModeration = createMusicModerationService({ db, clock, songModerated: takedowns.songModerated });
  const editorial = createEditorialService({ db });
  const cache = ctx.readCache;
  const requireArtist = requireRole(db, 'artist');

  return {
    services: {
      songs,
      albums,
      artists,
      playlists,
      studioMusic,
      songPipeline,
      isWithheld: takedowns.isWithheld,
    },
    async routes(api, { limitImageUploads }) {
      await api.register(songsRoutes, { songs, publicUrl, cache });
      await api.register(albumsRoutes, { albums, artists, publicUrl, cache });
      await api.register(artistsRoutes, { artists, publicUrl, cache });
      await api.register(playlistsRoutes, { playlists, publicUrl, songs, cache });
      await api.register(studioMusicRoutes, {
        studio: studioMusic,
        pipeline: songPipeline,
        requireArtist,
        limitImageUploads,
      });
      await api.register(musicModerationRoutes, {
        db,
        moderation: musicModeration,
        events: needs.eventModeration,
      });
      await api.register(editorialRoutes, { db, editorial });
      await api.register(songUploadsRoutes, { pipeline: songPipeline, requireArtist });
    },
    jobs: [
      {
        name: 'song-processing',
        intervalMs: config.songProcessIntervalMs,
        // Starts songs into free slots without waiting for them: a long one never holds the next run.
        work: () => songPipeline.startDue(),
      },
      // Songs without renditions (the demo's, those stored before renditions existed): one source a run.
      {
        name: 'song-renditions',
        intervalMs: config.songProcessIntervalMs,
        work: () => songPipeline.backfillDue(),
      },
      {
        name: 'rendition-temp-purge',
        intervalMs: RENDITION_TEMP_PURGE_INTERVAL_MS,
        work: () => songPipeline.purgeTemporary(),
        // Temporary renditions left by a server that stopped midway (a crash): gone at start, then every minute.
        atStart: () =>
          void songPipeline.purgeTemporary().catch((err) => log.error({ err }, 'rendition cleanup failed')),
      },
      {
        name: 'song-upload-purge',
        intervalMs: SONG_UPLOAD_PURGE_INTERVAL_MS,
        work: () => songPipeline.purgeExpired(),
      },
      {
        name: 'client-play-purge',
        intervalMs: CLIENT_PLAY_PURGE_INTERVAL_MS,
        work: () => songs.purgeOldClientPlays(),
      },
    ],
  } satisfies Feature<unknown>;
}

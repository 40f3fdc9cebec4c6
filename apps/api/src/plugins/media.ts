import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Audio types by extension, set here rather than left to the `mime` table so an upgrade cannot change what the
 * player is told: song renditions are `.webm` (Opus; `.opus` Ogg for songs made before) and `.mp3`.
 */
const AUDIO_TYPES: Record<string, string> = {
  '.opus': 'audio/ogg',
  '.webm': 'audio/webm',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
};

type MediaOptions = {
  mediaDir: string;
  /** True for a file no longer served (a song hidden by moderation), given its path under MEDIA_DIR. */
  isWithheld?: (path: string) => boolean;
};

/**
 * Serves `MEDIA_DIR` under `/media/` with HTTP Range (206, `Accept-Ranges`, `Content-Range`), ETag and
 * a week of caching: media files are written once under unique names and never change in place. A withheld
 * file answers 404, to a link kept from before too.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: MediaOptions) => {
  mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: true,
    maxAge: '7d',
    // Dot directories hold files not yet public (received song uploads waiting for processing): 404.
    dotfiles: 'ignore',
    // The path as asked, decoded and normalized (`/songs/x.mp3`); checked again on the file finally chosen.
    allowedPath: (pathname) => !opts.isWithheld?.(pathname),
    setHeaders: (reply, path) => {
      const type = AUDIO_TYPES[extname(path).toLowerCase()];
      if (type) reply.header('content-type', type);
    },
  });
  // A range past the end is refused (416) through the error handler, which drops the header RFC 9110 asks
  // for there: `Content-Range: bytes */<size>`, the length a player may ask within.
  const root = resolve(opts.mediaDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 416 || !request.url.startsWith('/media/')) return payload;
    try {
      const path = resolve(root, decodeURIComponent(request.url.slice('/media/'.length).split('?')[0]!));
      if (path.startsWith(root + sep)) reply.header('content-range', `bytes */${(await stat(path)).size}`);
    } catch {
      // A name that does not decode or a file gone meanwhile: the 416 goes out without the length.
    }
    return payload;
  });
});

import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves `MEDIA_DIR` under `/media/` with HTTP Range (206, `Accept-Ranges`, `Content-Range`), ETag and
 * a week of caching: media files are written once under unique names and never change in place.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { mediaDir: string }) => {
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
  });
});

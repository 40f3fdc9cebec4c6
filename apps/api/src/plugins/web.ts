import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { commonMessages } from '@sanza/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_S = 365 * 24 * 3600;

/**
 * Security headers that only mean something on a document (helmet sets them on every answer). A hashed
 * script, style or image goes without them: ~550 bytes less per file, and a first visit loads a dozen.
 * `X-Content-Type-Options` and `Cross-Origin-Resource-Policy` stay, they protect the file itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Requests that belong to the API or the media store never fall back to the web app. */
const isApiOrMedia = (url: string) => /^\/(api|media)(\/|$|\?)/.test(url) || url.startsWith('/healthz');

/** A page route has no file extension in its last segment (`/events/abc`, not `/logo.png`). */
const isPageRoute = (url: string) => !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** Picks the best encoding the client accepts among the ones prepared. */
function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * Serves the built web app: hashed assets cached a year and sent precompressed (brotli or gzip, made at
 * build), and `index.html` for every page route so deep links work. Without a build, page routes say so.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | null }) => {
  let sendIndex: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

  if (opts.distDir) {
    const html = readFileSync(join(opts.distDir, 'index.html'));
    const bodies = { br: brotliCompressSync(html), gzip: gzipSync(html), plain: html };
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(opts.distDir!, 'assets')}`);
        reply.header('Cache-Control', immutable ? `public, max-age=${YEAR_S}, immutable` : 'no-cache');
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
    sendIndex = (request, reply) => {
      const encoding = pickEncoding(request);
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? bodies[encoding] : bodies.plain);
    };
  } else {
    sendIndex = (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send("L'application web n'est pas construite : lancez « npm run build ».");
  }

  // The static wildcard answers a directory (`/`) with 403, so the home page gets its own route.
  app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiOrMedia(url) && isPageRoute(url)) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ detail: commonMessages.notFound });
  });
});

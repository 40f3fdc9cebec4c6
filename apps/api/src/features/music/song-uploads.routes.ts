import { Readable } from 'node:stream';
import { commonMessages, studioMusicMessages as M, STUDIO_SONG_MAX_BYTES } from '@sanza/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { studioActor } from '../../plugins/roles.ts';
import { parseUploadMetadata, songFieldsOf } from './song-pipeline.resumable-uploads.ts';
import type { SongPipeline } from './song-pipeline.service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** tus headers the answer carries on; tus's own CORS headers are left out (the app's CORS plugin decides). */
const PASSED_HEADERS = [
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-expires',
  'upload-metadata',
  'upload-defer-length',
  'location',
  'cache-control',
];

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const TUS_BODY = 'application/offset+octet-stream';
const isTusBody = (request: FastifyRequest) =>
  header(request, 'content-type')?.split(';')[0]?.trim().toLowerCase() === TUS_BODY;

/** The Fastify request as the web `Request` tus reads; the body stays unread until tus streams it to disk. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // Only a tus body is left unread by Fastify; any other was parsed (and is ignored) or refused.
  const withBody = isTusBody(request) && (request.method === 'PATCH' || request.method === 'POST');
  return new Request(new URL(request.url, 'http://localhost'), {
    method: request.method,
    headers,
    ...(withBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' as const }
      : {}),
  } as RequestInit);
}

/**
 * Resumable song uploads (tus 1.0) under /api/studio/uploads/: POST creates an upload (Upload-Length,
 * Upload-Metadata `filename`, `title`, `genre`, `album_id`, `track_number`), HEAD tells its offset, PATCH sends
 * the next bytes (`application/offset+octet-stream`), DELETE abandons it. The artist role (or staff) on every
 * request; an upload is its creator's only, anyone else gets 404. The last PATCH answers 202 `{id, status}`
 * like `POST /api/studio/songs/`, or the French 400 when the file is not audio (nothing kept).
 */
export const songUploadsRoutes: FastifyPluginAsync<{
  pipeline: SongPipeline;
  requireArtist: Guard;
}> = async (app, { pipeline, requireArtist }) => {
  // tus bodies are streamed to disk by tus itself: Fastify leaves them unread (and outside its body limit;
  // tus holds each upload to its declared length and STUDIO_SONG_MAX_BYTES).
  app.addContentTypeParser(TUS_BODY, (_request, _payload, done) => done(null, undefined));

  const send = async (request: FastifyRequest, reply: FastifyReply, id?: string, create = false) => {
    const actor = studioActor(request);
    const context = {
      actor,
      id,
      fields: create ? songFieldsOf(parseUploadMetadata(header(request, 'upload-metadata'))) : undefined,
    };
    const answer = await pipeline.handleResumableUpload(webRequest(request), context);
    reply.status(answer.status);
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return answer.body === undefined ? reply.send() : reply.send(answer.body);
  };

  /** The upload named in the URL, when it is the caller's; 404 otherwise (another's is not told apart). */
  const ownUpload = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const actor = studioActor(request);
    const found = await pipeline.findResumableUpload(request.params.id);
    if (!found || found.owner !== String(actor.userId)) throw AppError.notFound(M.uploadNotFound);
    return request.params.id;
  };

  app.post('/studio/uploads/', { onRequest: requireArtist }, async (request, reply) => {
    // Before a byte is received: the profile, then the declared length, then the metadata.
    await pipeline.requireArtist(studioActor(request));
    const length = header(request, 'upload-length');
    if (length === undefined) throw AppError.badRequest();
    if (!/^\d{1,15}$/.test(length)) throw AppError.badRequest();
    if (Number(length) > STUDIO_SONG_MAX_BYTES) throw new AppError(413, { detail: M.songFileTooLarge });
    if (Number(length) === 0) throw AppError.fields({ file: [M.songFileMissing] });
    return send(request, reply, undefined, true);
  });
  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/studio/uploads/:id/',
    onRequest: requireArtist,
    handler: async (request, reply) => {
      const id = await ownUpload(request);
      if (request.method === 'PATCH' && !isTusBody(request))
        throw new AppError(415, { detail: commonMessages.unsupportedMediaType });
      return send(request, reply, id);
    },
  });
};

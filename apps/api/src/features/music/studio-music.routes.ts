import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ARTIST_PHOTO_MAX_BYTES,
  commonMessages,
  studioMusicMessages as M,
  STUDIO_SONG_MAX_BYTES,
  songUploadAcceptedSchema,
  songUploadSchema,
  studioAlbumInputSchema,
  studioAlbumPatchSchema,
  studioAlbumSchema,
  studioArtistInputSchema,
  studioArtistSchema,
  studioArtistStatsSchema,
  studioSongFieldsSchema,
  studioSongListSchema,
} from '@sanza/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { ImageUploadLimit } from '../../lib/image-upload-limit.ts';
import { readMultipartFile } from '../../lib/multipart-file.ts';
import { isStorableText } from '../../plugins/input-guard.ts';
import { studioActor } from '../../plugins/roles.ts';
import { fieldErrors } from '../accounts/accounts.service.ts';
import type { SongPipeline } from './song-pipeline.service.ts';
import type { StudioMusicService } from './studio-music.service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Text fields a song upload carries beside its file. */
const SONG_FIELDS = ['title', 'genre', 'album_id', 'track_number'];

/**
 * Receives the `file` part of a song upload straight to disk under MEDIA_DIR (never whole in memory) and the
 * text fields around it. The file is removed again when the body is cut short, too large or malformed.
 */
async function receiveSong(
  request: FastifyRequest,
  intake: Pick<SongPipeline, 'newUploadFile' | 'discardUpload'>,
) {
  const fields: Record<string, string> = {};
  let path: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (SONG_FIELDS.includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && path === null) {
        const target = await intake.newUploadFile();
        path = target.path;
        await pipeline(part.file, createWriteStream(target.absolute));
        if (part.file.truncated) throw AppError.fields({ file: [M.songFileTooLarge] });
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if (path) await intake.discardUpload(path);
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    throw AppError.fields({
      file: [code === 'FST_REQ_FILE_TOO_LARGE' ? M.songFileTooLarge : M.songUploadBroken],
    });
  }
  if (!path) throw AppError.fields({ file: [M.songFileMissing] });
  // Multipart fields skip the input guard: NUL bytes and lone surrogates are refused here, as it would.
  const unstorable = Object.keys(fields).filter((name) => !isStorableText(fields[name]!));
  if (unstorable.length) {
    await intake.discardUpload(path);
    throw AppError.fields(Object.fromEntries(unstorable.map((name) => [name, [commonMessages.invalidData]])));
  }
  const parsed = studioSongFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    await intake.discardUpload(path);
    throw AppError.fields(fieldErrors(parsed.error.issues));
  }
  return { path, fields: parsed.data };
}

/** An artist photo or album cover (`file`, ≤ 10 MB): small, and sharp decodes it whole anyway. */
const readPhoto = (request: FastifyRequest) =>
  readMultipartFile(request, {
    field: 'file',
    maxBytes: ARTIST_PHOTO_MAX_BYTES,
    missing: M.photoMissing,
    tooLarge: M.photoTooLarge,
  });

/**
 * The artist's studio: my artist profile and photo, song uploads (202, handed to the song pipeline)
 * and their progress. Every route needs the artist role (or staff); ownership is the service's check.
 */
export const studioMusicRoutes: FastifyPluginAsyncZod<{
  studio: StudioMusicService;
  pipeline: SongPipeline;
  requireArtist: Guard;
  limitImageUploads: ImageUploadLimit;
}> = async (app, { studio, pipeline, requireArtist, limitImageUploads }) => {
  await app.register(multipart, {
    limits: { fileSize: STUDIO_SONG_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  const guarded = { onRequest: requireArtist };

  app.get('/studio/artist/', { ...guarded, schema: { response: { 200: studioArtistSchema } } }, (request) =>
    studio.getArtist(studioActor(request)),
  );
  app.get(
    '/studio/artist/stats/',
    { ...guarded, schema: { response: { 200: studioArtistStatsSchema } } },
    (request) => studio.stats(studioActor(request)),
  );
  app.post(
    '/studio/artist/',
    { ...guarded, schema: { body: studioArtistInputSchema, response: { 200: studioArtistSchema } } },
    (request) => studio.saveArtist(studioActor(request), request.body),
  );
  app.post(
    '/studio/artist/photo/',
    { ...guarded, preHandler: limitImageUploads, schema: { response: { 200: studioArtistSchema } } },
    async (request) => studio.setArtistPhoto(studioActor(request), await readPhoto(request)),
  );

  app.get(
    '/studio/albums/',
    { ...guarded, schema: { response: { 200: z.array(studioAlbumSchema) } } },
    (request) => studio.listAlbums(studioActor(request)),
  );
  app.post(
    '/studio/albums/',
    { ...guarded, schema: { body: studioAlbumInputSchema, response: { 201: studioAlbumSchema } } },
    async (request, reply) =>
      reply.status(201).send(await studio.createAlbum(studioActor(request), request.body)),
  );
  app.patch(
    '/studio/albums/:id/',
    {
      ...guarded,
      schema: { params: idParams, body: studioAlbumPatchSchema, response: { 200: studioAlbumSchema } },
    },
    (request) => studio.updateAlbum(studioActor(request), request.params.id, request.body),
  );
  app.post(
    '/studio/albums/:id/cover/',
    {
      ...guarded,
      preHandler: limitImageUploads,
      schema: { params: idParams, response: { 200: studioAlbumSchema } },
    },
    async (request) =>
      studio.setAlbumCover(studioActor(request), request.params.id, await readPhoto(request)),
  );

  app.post(
    '/studio/songs/',
    { ...guarded, schema: { response: { 202: songUploadAcceptedSchema } } },
    async (request, reply) => {
      const actor = studioActor(request);
      await pipeline.requireArtist(actor);
      const { path, fields } = await receiveSong(request, pipeline);
      return reply.status(202).send(await pipeline.acceptUpload(actor, path, fields));
    },
  );
  app.get('/studio/songs/', { ...guarded, schema: { response: { 200: studioSongListSchema } } }, (request) =>
    pipeline.listUploads(studioActor(request)),
  );
  app.get(
    '/studio/songs/:id/',
    { ...guarded, schema: { params: idParams, response: { 200: songUploadSchema } } },
    (request) => pipeline.getUpload(studioActor(request), request.params.id),
  );
};

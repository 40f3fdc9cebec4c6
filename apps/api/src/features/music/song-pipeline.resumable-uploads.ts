import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  commonMessages,
  type ErrorBody,
  studioMusicMessages as M,
  STUDIO_SONG_MAX_BYTES,
  type StudioSongFields,
  songUploadsPendingMessage,
  studioSongFieldsSchema,
} from '@sanza/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { isStorableText } from '../../plugins/input-guard.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import { fieldErrors } from '../accounts/accounts.service.ts';
import { type SongIntake, UPLOADS_DIR } from './song-pipeline.intake.ts';

/** Where the tus routes live (the upload URLs are `${SONG_UPLOADS_PATH}/{id}/`). */
export const SONG_UPLOADS_PATH = '/api/studio/uploads';
/** An upload not finished this long after its creation is refused and then removed by the purge job. */
export const SONG_UPLOAD_EXPIRY_MS = 24 * 3600_000;
/** How often the purge job looks for abandoned partial uploads. */
export const SONG_UPLOAD_PURGE_INTERVAL_MS = 3600_000;
/** Partial uploads (data file `{id}` and tus sidecar `{id}.json`), inside the unserved uploads directory. */
export const PARTIAL_DIR = `${UPLOADS_DIR}/partial`;

/** tus ids are made here: 32 hex characters; any other id in a URL is a 404 without a look-up. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Upload-Metadata keys the client may send; any other is ignored. `filename`/`filetype` are informative. */
const FIELD_KEYS = ['title', 'genre', 'album_id', 'track_number'] as const;
const KNOWN_KEYS = new Set<string>([...FIELD_KEYS, 'filename', 'filetype']);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const METADATA_KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What a tus request carries from the Fastify side: who sends it and, past creation, which upload it is. */
type RequestContext = { actor: StudioActor; id?: string; fields?: StudioSongFields };

/**
 * Parses an `Upload-Metadata` header (`key base64,key base64`) strictly: a malformed pair, a duplicate key,
 * invalid base64 or UTF-8, NUL bytes or lone surrogates are a 400. Answers the known keys' values.
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (header === undefined || header.trim() === '') return out;
  if (header.length > 4096) throw AppError.badRequest();
  for (const pair of header.split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key || !METADATA_KEY.test(key) || rest.length || !BASE64.test(value) || key in out)
      throw AppError.badRequest();
    let text: string;
    try {
      text = utf8.decode(Buffer.from(value, 'base64'));
    } catch {
      throw AppError.badRequest();
    }
    if (!isStorableText(text))
      throw AppError.fields({
        [KNOWN_KEYS.has(key) ? key : 'non_field_errors']: [commonMessages.invalidData],
      });
    out[key] = text;
  }
  return Object.fromEntries(Object.entries(out).filter(([key]) => KNOWN_KEYS.has(key)));
}

/** The song fields of an upload's metadata, validated as the multipart upload validates them. */
export function songFieldsOf(metadata: Record<string, string | null | undefined>): StudioSongFields {
  const given: Record<string, string> = {};
  for (const key of FIELD_KEYS) {
    const value = metadata[key];
    if (typeof value === 'string' && value.trim() !== '') given[key] = value;
  }
  const parsed = studioSongFieldsSchema.safeParse(given);
  if (!parsed.success) throw AppError.fields(fieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * The French body of a tus answer that is an error in English text (or none). A 413 to a PATCH is bytes past the
 * upload's declared length (the 200 MB bound is checked when the upload is created).
 */
function frenchError(status: number, method: string): ErrorBody {
  if (status === 404 || status === 410) return { detail: M.uploadNotFound };
  if (status === 409) return { detail: commonMessages.conflict };
  if (status === 413) return { detail: method === 'PATCH' ? M.songUploadPastLength : M.songFileTooLarge };
  if (status === 415) return { detail: commonMessages.unsupportedMediaType };
  if (status >= 500) return { detail: commonMessages.internal };
  return { detail: commonMessages.invalidData };
}

/**
 * Resumable song uploads (tus 1.0: core, creation, termination, expiration) with `@tus/server` and its file
 * store under MEDIA_DIR/.uploads/partial. The Fastify routes check the role, the profile, the metadata and the
 * owner, then hand the request over as a web `Request`; tus answers a web `Response` the routes send through
 * Fastify (so the app's headers and hooks still apply). The last byte moves the file where the multipart
 * upload puts its files and hands it to `intake.acceptUpload`: the final PATCH answers `{id, status}` (202).
 */
export function createResumableUploads(deps: {
  intake: Pick<SongIntake, 'newUploadFile' | 'discardUpload' | 'acceptUpload'>;
  mediaDir: string;
  clock: Clock;
  /** Most unfinished uploads one artist may hold at once (SONG_UPLOADS_MAX_PENDING). */
  maxPending: number;
  log: { error(obj: object, msg: string): void };
}) {
  const { intake, clock } = deps;
  /** Each owner's latest creation: their creations run one after another, so two never pass the count together. */
  const creating = new Map<string, Promise<unknown>>();

  /** How many unfinished uploads `owner` holds (those past SONG_UPLOAD_EXPIRY_MS are refused anyway). */
  async function pendingOf(owner: string): Promise<number> {
    const names = await readdir(directory).catch(() => [] as string[]);
    const since = clock.now().getTime() - SONG_UPLOAD_EXPIRY_MS;
    let count = 0;
    for (const name of names) {
      if (!name.endsWith('.json') || !UPLOAD_ID.test(name.slice(0, -5))) continue;
      try {
        const info = JSON.parse(await readFile(join(directory, name), 'utf8')) as {
          metadata?: { owner?: string };
          creation_date?: string;
        };
        const created = info.creation_date ? Date.parse(info.creation_date) : Number.NaN;
        if (info.metadata?.owner === owner && !(created < since)) count++;
      } catch {
        // Finished or removed meanwhile.
      }
    }
    return count;
  }
  const directory = join(deps.mediaDir, PARTIAL_DIR);
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: SONG_UPLOAD_EXPIRY_MS });
  const contexts = new WeakMap<Request, RequestContext>();
  const contextOf = (req: Request): RequestContext => {
    const context = contexts.get(req);
    if (!context) throw new Error('song upload request without its context');
    return context;
  };

  const tus = new Server({
    path: SONG_UPLOADS_PATH,
    datastore: store,
    maxSize: STUDIO_SONG_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomBytes(16).toString('hex'),
    generateUrl: (_req, { path, id }) => `${path}/${id}/`,
    // The id was read and checked (owner included) by the route before tus sees the request.
    getFileIdFromRequest: (req) => contexts.get(req as unknown as Request)?.id,
    async onUploadCreate(req, _upload) {
      const { actor, fields } = contextOf(req as unknown as Request);
      const metadata: Record<string, string> = { owner: String(actor.userId) };
      for (const [key, value] of Object.entries(fields ?? {}))
        if (value !== undefined) metadata[key] = String(value);
      return { metadata };
    },
    async onUploadFinish(req, upload) {
      const { actor } = contextOf(req as unknown as Request);
      const target = await intake.newUploadFile();
      await rename(join(directory, upload.id), target.absolute);
      await rm(join(directory, `${upload.id}.json`), { force: true });
      let fields: StudioSongFields;
      try {
        fields = songFieldsOf(upload.metadata ?? {});
      } catch (err) {
        await intake.discardUpload(target.path);
        throw err;
      }
      // Removes the file itself when it is not audio or the fields are refused.
      const accepted = await intake.acceptUpload(actor, target.path, fields);
      return {
        status_code: 202,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(accepted),
      };
    },
    onResponseError(_req, err) {
      if (err instanceof AppError) return { status_code: err.status, body: JSON.stringify(err.body) };
      if (!('status_code' in err) || err.status_code >= 500) deps.log.error({ err }, 'song upload failed');
      return undefined;
    },
  });

  return {
    /** The upload's stored facts (metadata included), or null when there is none. */
    async find(id: string): Promise<{ owner: string | undefined } | null> {
      if (!UPLOAD_ID.test(id)) return null;
      const info = await store.configstore.get(id);
      return info ? { owner: info.metadata?.owner ?? undefined } : null;
    },

    /** Hands a request to tus with who sends it; answers tus's response, its errors as French JSON bodies. */
    async handle(
      req: Request,
      context: RequestContext,
    ): Promise<{ status: number; headers: Headers; body: unknown }> {
      contexts.set(req, context);
      const owner = String(context.actor.userId);
      const run =
        req.method === 'POST'
          ? (creating.get(owner) ?? Promise.resolve())
              .catch(() => undefined)
              .then(async () => {
                if ((await pendingOf(owner)) >= deps.maxPending)
                  throw AppError.conflict(songUploadsPendingMessage(deps.maxPending));
                return tus.handleWeb(req);
              })
          : tus.handleWeb(req);
      if (req.method === 'POST') {
        creating.set(owner, run);
        void run.finally(() => creating.get(owner) === run && creating.delete(owner)).catch(() => undefined);
      }
      const res = await run;
      const text = await res.text();
      let body: unknown;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      }
      if (res.status >= 400 && (body === undefined || typeof body !== 'object'))
        body = frenchError(res.status, req.method);
      return { status: res.status, headers: res.headers, body };
    },

    /**
     * Removes partial uploads created more than SONG_UPLOAD_EXPIRY_MS ago (tus refuses them from then on),
     * and stray files of the partial directory as old. Answers how many uploads went.
     */
    async purgeExpired(): Promise<number> {
      const before = clock.now().getTime() - SONG_UPLOAD_EXPIRY_MS;
      let names: string[];
      try {
        names = await readdir(directory);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const id = name.endsWith('.json') ? name.slice(0, -5) : name;
        if (!UPLOAD_ID.test(id)) continue;
        const path = join(directory, name);
        try {
          let created: number;
          if (name.endsWith('.json')) {
            const info = JSON.parse(await readFile(path, 'utf8')) as { creation_date?: string };
            created = info.creation_date ? Date.parse(info.creation_date) : (await stat(path)).mtimeMs;
          } else {
            if (names.includes(`${name}.json`)) continue; // Its sidecar decides.
            created = (await stat(path)).mtimeMs;
          }
          if (!(created < before)) continue;
          await rm(path, { force: true });
          if (name.endsWith('.json')) {
            await rm(join(directory, id), { force: true });
            removed++;
          }
        } catch {
          // Gone meanwhile (finished, or removed by another run): nothing to do.
        }
      }
      return removed;
    },
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;

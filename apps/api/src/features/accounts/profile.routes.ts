import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, accountMessages, currentUserSchema, profileUpdateSchema } from '@sanza/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { specPaths } from '../../lib/spec-paths.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

/**
 * The uploaded `avatar` file of a multipart request, at most 5 MB (spec 1 §5). A body that is not readable
 * multipart (no boundary, cut short, garbage) is the client's: 400 asking for an image.
 */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  const missing = () => AppError.fields({ avatar: [accountMessages.avatarMissing] });
  const tooLarge = () => AppError.fields({ avatar: [accountMessages.avatarTooLarge] });
  const file = await request.file().catch(() => {
    throw missing();
  });
  if (file?.fieldname !== 'avatar') {
    file?.file.resume();
    throw missing();
  }
  const bytes = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : missing();
  });
  // The parser cuts a file at the limit and flags it; toBuffer only throws when a chunk it reads crosses the
  // limit, so a file whose chunks end exactly at 5 MB came back cut and unflagged.
  if (file.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * The current user (`GET /api/auth/user/`, spec), the profile sections' saves (`PATCH /api/auth/user/`, ours)
 * and the avatar upload (`POST /api/auth/user/avatar/`, ours, multipart field `avatar`), at both readings.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  for (const url of specPaths('/api/auth/user/')) {
    app.get(
      url,
      { onRequest: authenticated, schema: { response: { 200: currentUserSchema } } },
      async (request) => profile.get(requireUser(request)),
    );
    app.patch(
      url,
      {
        onRequest: authenticated,
        schema: { body: profileUpdateSchema, response: { 200: currentUserSchema } },
      },
      async (request) => profile.update(requireUser(request), request.body, request.ip),
    );
  }

  for (const url of specPaths('/api/auth/user/avatar/')) {
    app.post(
      url,
      { onRequest: authenticated, schema: { response: { 200: currentUserSchema } } },
      async (request) => {
        const userId = requireUser(request);
        return profile.setAvatar(userId, await readAvatar(request));
      },
    );
  }
};

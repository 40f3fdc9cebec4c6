import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, accountMessages, currentUserSchema, profileUpdateSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImageUploadLimit } from '../../lib/image-upload-limit.ts';
import { readMultipartFile } from '../../lib/multipart-file.ts';
import { specPaths } from '../../lib/spec-paths.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

/**
 * The current user (`GET /api/auth/user/`, spec), the profile sections' saves (`PATCH /api/auth/user/`, ours)
 * and the avatar upload (`POST /api/auth/user/avatar/`, ours, multipart field `avatar`), at both readings.
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  limitImageUploads: ImageUploadLimit;
}> = async (app, { profile, limitImageUploads }) => {
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
      {
        onRequest: authenticated,
        preHandler: limitImageUploads,
        schema: { response: { 200: currentUserSchema } },
      },
      async (request) => {
        const userId = requireUser(request);
        const avatar = await readMultipartFile(request, {
          field: 'avatar',
          maxBytes: AVATAR_MAX_BYTES,
          missing: accountMessages.avatarMissing,
          tooLarge: accountMessages.avatarTooLarge,
        });
        return profile.setAvatar(userId, avatar);
      },
    );
  }
};

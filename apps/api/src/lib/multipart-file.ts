import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The one file of a multipart request, in field `field`, read whole into memory (images: small, and sharp decodes
 * them whole anyway). A body that is not readable multipart (no boundary, cut short, garbage) or holds no such
 * file answers 400 `{[field]: [missing]}`; a file over `maxBytes` always answers 400 `{[field]: [tooLarge]}`.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<Buffer> {
  const missing = () => AppError.fields({ [opts.field]: [opts.missing] });
  const tooLarge = () => AppError.fields({ [opts.field]: [opts.tooLarge] });
  const file = await request.file({ limits: { fileSize: opts.maxBytes } }).catch(() => {
    throw missing();
  });
  if (file?.fieldname !== opts.field) {
    file?.file.resume();
    throw missing();
  }
  const bytes = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : missing();
  });
  // The parser cuts a file at the limit and flags it; toBuffer only throws when a chunk it reads crosses the
  // limit, so a file whose chunks end exactly at the limit came back cut and unflagged.
  if (file.file.truncated) throw tooLarge();
  return bytes;
}

import type { ErrorBody } from '@sanza/contracts';
import { commonMessages } from '@sanza/contracts';

/** The one error services throw: an HTTP status and the body the client reads. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }

  static badRequest(detail: string = commonMessages.invalidData) {
    return new AppError(400, { detail });
  }
  static fields(fields: Record<string, string[]>) {
    return new AppError(400, fields);
  }
  static unauthenticated(detail: string = commonMessages.unauthenticated) {
    return new AppError(401, { detail });
  }
  static forbidden(detail: string = commonMessages.forbidden) {
    return new AppError(403, { detail });
  }
  static notFound(detail: string = commonMessages.notFound) {
    return new AppError(404, { detail });
  }
  static conflict(detail: string = commonMessages.conflict) {
    return new AppError(409, { detail });
  }
}

import type { FastifyInstance } from 'fastify';

/**
 * For calls whose body the spec leaves empty (like, subscribe): any body up to 1 KiB is accepted and not
 * read, so `{}`, nothing, or an empty body sent as JSON all work. Call it on the calls' own scope.
 */
export function ignoreBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
}

import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

type SearchNeeds = Omit<Parameters<typeof createSearchService>[0], 'db'>;

/** Search across songs, albums, artists, playlists, events and auctions, each presented by its own feature. */
export function createSearchFeature(ctx: AppContext, needs: SearchNeeds) {
  const search = createSearchService({ db: ctx.db, ...needs });
  return {
    services: {},
    async routes(api) {
      await api.register(searchRoutes, { search, songs: needs.songs, cache: ctx.readCache });
    },
  } satisfies Feature<unknown>;
}

// Beside the bar rather than in the store: the bar reads the store, so the store fetching the bar's code would
// close a circle.
import { prepareToKeepPlays } from '../plays.ts';

/**
 * Fetches now what playing offline will need: the bar's code and the code that keeps plays. Without a service
 * worker nothing can be fetched once the network is gone, and the bar is otherwise loaded at the first play.
 * Called by the pages that play downloads.
 */
export function prepareOfflinePlayback(): void {
  prepareToKeepPlays();
  import('./player-bar.tsx').catch(() => undefined);
}

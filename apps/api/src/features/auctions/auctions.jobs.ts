import type { FastifyBaseLogger } from 'fastify';
import type { AuctionsService } from './auctions.service.ts';

/** Settles ended auctions every `intervalMs`; safe with several processes. Returns a stop function. */
export function startAuctionSettlement(deps: {
  auctions: AuctionsService;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const offers = await deps.auctions.settle();
      if (offers > 0) deps.log.info({ offers }, 'auction tickets offered to winners');
    } catch (err) {
      deps.log.error({ err }, 'auction settlement failed');
    } finally {
      running = false;
    }
  }, deps.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

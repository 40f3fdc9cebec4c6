import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { createLedgerService } from './ledger.service.ts';

/**
 * Money: the organizers' ledger, where every movement of money (sales, the platform's fees, refunds, payouts)
 * is an immutable entry in XAF; the features that move money write their entries through its `ledger` service.
 */
export function createMoneyFeature(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const ledger = createLedgerService({ db, clock, platformFeeBasisPoints: config.platformFeeBasisPoints });
  return {
    services: { ledger },
  } satisfies Feature<unknown>;
}

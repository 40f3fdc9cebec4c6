import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { createLedgerService } from './ledger.service.ts';
import { moneyRoutes } from './money.routes.ts';
import { createMoneyService } from './money.service.ts';

/**
 * Money: the organizers' ledger, where every movement of money (sales, the platform's fees, refunds, payouts)
 * is an immutable entry in XAF; the features that move money write their entries through its `ledger` service.
 * Organizers read their balance and statement under /api/studio/money/, and each event's money (`money`).
 */
export function createMoneyFeature(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const ledger = createLedgerService({ db, clock, platformFeeBasisPoints: config.platformFeeBasisPoints });
  const money = createMoneyService({
    db,
    clock,
    timeZone: config.timeZone,
    payoutHoldDays: config.payoutHoldDays,
  });
  return {
    services: { ledger, money },
    async routes(api) {
      await api.register(moneyRoutes, { db, money });
    },
  } satisfies Feature<unknown>;
}

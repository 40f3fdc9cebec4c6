import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { doorRoutes } from './door.routes.ts';
import { createDoorService } from './door.service.ts';
import { doorSalesRoutes } from './door-sales.routes.ts';
import { createDoorSalesService } from './door-sales.service.ts';

/** The door: the door team of an event, check-in (scanned, synced or by name) and cash sales at the gate. */
export function createDoorFeature(
  ctx: AppContext,
  needs: { reservations: ReservationsService; payments: PaymentsService; ledger: LedgerService },
) {
  const { db, clock } = ctx;
  const door = createDoorService({ db, clock, timeZone: ctx.config.timeZone, payments: needs.payments });
  const doorSales = createDoorSalesService({ db, clock, ...needs });
  return {
    services: { door },
    async routes(api) {
      await api.register(doorRoutes, { db, door });
      await api.register(doorSalesRoutes, { doorSales });
    },
  } satisfies Feature<unknown>;
}

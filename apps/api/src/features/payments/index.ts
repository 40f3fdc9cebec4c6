import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { deriveKey } from '../../lib/jwt.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { startCollectionOperators } from './operators/index.ts';
import { paymentRequestsRoutes } from './payment-requests.routes.ts';
import { createPaymentRequestsService } from './payment-requests.service.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';

/**
 * Payments: declared mobile-money and cash payments decided by staff, the provider webhook, and requests to pay
 * through the operators' collection APIs (reconciled by a job); its e-tickets are issued once a payment is confirmed.
 */
export async function createPaymentsFeature(
  ctx: AppContext,
  needs: {
    reservations: ReservationsService;
    ledger: LedgerService;
    resolveStreamToken: (token: string) => Promise<number | null>;
  },
) {
  const { config, database, db, clock, jwtSecret } = ctx;
  const payments = createPaymentsService({
    db,
    clock,
    holdMs: config.reservationHoldMs,
    cashHoldMs: config.cashHoldMs,
    auctionPaymentMs: config.auctionPaymentMs,
    config: config.payment,
    ledger: needs.ledger,
    ticketKey: deriveKey(jwtSecret, 'e-tickets'),
    timeZone: config.timeZone,
  });
  const webhookSecret = config.payment.webhookSecret ?? deriveKey(jwtSecret, 'payment-webhook');
  const collection = await startCollectionOperators({
    config: config.collection,
    callbackBase: config.collection.callbackUrl ?? `http://127.0.0.1:${config.port}`,
    callbackSecret: config.collection.callbackSecret ?? deriveKey(jwtSecret, 'payment-callback'),
  });
  ctx.onClose(() => collection.close());
  const paymentRequests = createPaymentRequestsService({
    database,
    clock,
    payments,
    operators: collection.operators,
    country: config.collection.country,
    ttlMs: config.collection.requestTtlMs,
    ledger: needs.ledger,
    log: ctx.log,
  });
  const resolveToken = needs.resolveStreamToken;
  const streamSlots = ctx.streamSlots;

  return {
    services: { payments, paymentRequests, webhookSecret },
    async routes(api) {
      await api.register(paymentsRoutes, {
        payments,
        reservations: needs.reservations,
        requestToPayOptions: () => paymentRequests.options(),
      });
      await api.register(paymentRequestsRoutes, {
        paymentRequests,
        payments,
        database,
        clock,
        resolveToken,
        streamSlots,
      });
      await api.register(paymentWebhookRoutes, { payments, secret: webhookSecret, clock });
    },
    jobs: [
      {
        name: 'payment-reconciliation',
        intervalMs: config.collection.reconcileIntervalMs,
        work: () => paymentRequests.reconcile(),
      },
    ],
  } satisfies Feature<unknown>;
}

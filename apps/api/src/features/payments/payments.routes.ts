import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cashHoldExtendedSchema,
  cashSchema,
  checkoutSchema,
  eTicketSchema,
  paymentMessages,
  paymentOptionsSchema,
  paymentSchema,
  staffPaymentSchema,
  webhookSchema,
} from '@sanza/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import type { PaymentsService } from './payments.service.ts';

/** How far a callback's timestamp may be from our clock (replay window), in seconds. */
const WEBHOOK_TOLERANCE_S = 300;
const detail = z.object({ detail: z.string() });

type Deps = {
  payments: PaymentsService;
  reservations: ReservationsService;
  /** The operators that can prompt the buyer's phone. */
  requestToPayOptions: () => z.infer<typeof paymentOptionsSchema>['request_to_pay'];
};

/**
 * A hook refusing (403) whoever is not staff, run before the body is validated: someone who is not staff learns
 * nothing about the calls' input.
 */
export const staffOnly = (payments: PaymentsService) => async (request: FastifyRequest) => {
  if (!(await payments.isStaff(requireUser(request)))) throw AppError.forbidden(paymentMessages.staffOnly);
};

/** Payment calls for signed-in users, e-tickets, and staff verification (check-in: door.routes.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { payments, reservations, requestToPayOptions },
) => {
  app.get('/payment/options/', { schema: { response: { 200: paymentOptionsSchema } } }, async () => ({
    ...payments.options(),
    request_to_pay: requestToPayOptions(),
  }));

  await app.register(async (scope) => {
    const user = scope.withTypeProvider<ZodTypeProvider>();
    user.addHook('onRequest', authenticated);

    user.post(
      '/payment/checkout/',
      { bodyLimit: 4096, schema: { body: checkoutSchema, response: { 201: paymentSchema } } },
      async (request, reply) =>
        reply.status(201).send(await payments.checkout(requireUser(request), request.body)),
    );

    user.post(
      '/payment/cash/',
      {
        bodyLimit: 4096,
        schema: {
          body: cashSchema,
          response: { 200: detail.extend({ reservation: z.string(), expires_at: z.string().nullable() }) },
        },
      },
      async (request) => payments.cash(requireUser(request), request.body.reservation_id),
    );

    user.get(
      '/tickets/reservations/:id/tickets/',
      {
        schema: {
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: z.array(eTicketSchema) },
        },
      },
      async (request) => {
        const reservation = await reservations.get(requireUser(request), request.params.id);
        return reservation.is_paid ? payments.tickets(reservation.id) : [];
      },
    );

    user.get(
      '/tickets/reservations/:id/payments/',
      {
        schema: {
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: z.array(paymentSchema) },
        },
      },
      async (request) => {
        const reservation = await reservations.get(requireUser(request), request.params.id);
        if (!reservation.is_owner) throw AppError.forbidden(paymentMessages.notOwner);
        return payments.paymentsOf(reservation.id, reservation.serial_id);
      },
    );
  });

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', authenticated);
    staff.addHook('preValidation', staffOnly(payments));

    staff.get(
      '/payment/staff/payments/',
      {
        schema: {
          querystring: z.object({ status: z.enum(['pending', 'confirmed', 'rejected']).optional() }),
          response: { 200: z.array(staffPaymentSchema) },
        },
      },
      async (request) => payments.list(request.query.status),
    );

    for (const [action, outcome] of [
      ['confirm', 'confirmed'],
      ['reject', 'rejected'],
    ] as const) {
      staff.post(
        `/payment/staff/payments/:id/${action}/`,
        { schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: detail } } },
        async (request) => payments.decideByStaff(requireUser(request), request.params.id, outcome),
      );
    }

    // A cash hold runs out after CASH_HOLD_HOURS; staff give it as much again (e.g. the buyer called).
    staff.post(
      '/payment/staff/reservations/:id/extend/',
      {
        schema: {
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: cashHoldExtendedSchema },
        },
      },
      async (request) => payments.extendCashHold(requireUser(request), request.params.id),
    );
  });
};

/**
 * `POST /payment/webhook/{provider}/`: the provider's callback. The body is signed with HMAC-SHA256 over
 * `{timestamp}.{raw body}` (headers `X-Sanza-Timestamp`, `X-Sanza-Signature: sha256=<hex>`); a callback
 * outside the time window or with an event id already seen changes nothing.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  secret: string;
  clock: Clock;
}> = async (app, { payments, secret, clock }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 8192 },
    (request, body, done) => {
      (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(AppError.badRequest(), undefined);
      }
    },
  );

  const verify = async (request: FastifyRequest, _reply: FastifyReply) => {
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
    const ts = Number(request.headers['x-sanza-timestamp']);
    const given = String(request.headers['x-sanza-signature'] ?? '').replace(/^sha256=/, '');
    const expected = createHmac('sha256', secret).update(`${ts}.`).update(raw).digest('hex');
    const fresh = Number.isFinite(ts) && Math.abs(clock.now().getTime() / 1000 - ts) <= WEBHOOK_TOLERANCE_S;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (!fresh || a.length !== b.length || !timingSafeEqual(a, b)) {
      throw AppError.unauthenticated(paymentMessages.webhookSignature);
    }
  };

  app.post(
    '/payment/webhook/:provider/',
    {
      preHandler: verify,
      schema: {
        params: z.object({ provider: z.enum(['airtel', 'moov']) }),
        body: webhookSchema,
        response: { 200: detail.extend({ applied: z.boolean() }) },
      },
    },
    async (request) => payments.handleWebhook(request.params.provider, request.body),
  );
};

/** Signs a webhook body as a provider would (tests and the demo tooling). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

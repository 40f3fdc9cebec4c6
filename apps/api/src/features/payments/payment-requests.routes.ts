import {
  paymentMessages,
  paymentRequestSchema,
  RTP_OPERATORS,
  refundSchema,
  requestToPaySchema,
  staffPaymentRequestSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { createEventStreams, firstRead, type StreamSlots, streamViewer } from '../../lib/sse.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { PAYMENT_REQUEST_CHANNEL } from './payment-requests.repository.ts';
import type { PaymentRequestsService } from './payment-requests.service.ts';
import { staffOnly } from './payments.routes.ts';
import type { PaymentsService } from './payments.service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const detail = z.object({ detail: z.string() });

/**
 * Paying on the phone: `POST /payment/request-to-pay/`, its state (`GET …/{id}/`) and live stream
 * (`GET …/{id}/events/`, Server-Sent Events), the operators' callbacks, and the staff views of requests and
 * refunds.
 */
export const paymentRequestsRoutes: FastifyPluginAsyncZod<{
  paymentRequests: PaymentRequestsService;
  payments: PaymentsService;
  database: Database;
  clock: Clock;
  resolveToken: (token: string) => Promise<number | null>;
  /** Live streams open per client (shared with the other stream routes). */
  streamSlots: StreamSlots;
}> = async (app, { paymentRequests, payments, database, clock, resolveToken, streamSlots }) => {
  // One LISTEN for the process: each change of a request (its serial id) reaches the streams following it.
  const followers = new Map<string, Set<() => void>>();
  const stopListening = await database.listen(PAYMENT_REQUEST_CHANNEL, (serialId) => {
    for (const wake of followers.get(serialId) ?? []) wake();
  });
  const streams = createEventStreams(() => clock.now());
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => stopListening());

  await app.register(async (scope) => {
    const user = scope.withTypeProvider<ZodTypeProvider>();
    user.addHook('onRequest', authenticated);

    user.post(
      '/payment/request-to-pay/',
      { bodyLimit: 4096, schema: { body: requestToPaySchema, response: { 202: paymentRequestSchema } } },
      async (request, reply) =>
        reply.status(202).send(await paymentRequests.start(requireUser(request), request.body)),
    );

    user.get(
      '/payment/request-to-pay/:id/',
      { schema: { params: idParams, response: { 200: paymentRequestSchema } } },
      async (request) => {
        const userId = requireUser(request);
        return paymentRequests.get(userId, request.params.id, () => payments.isStaff(userId));
      },
    );
  });

  // EventSource sends no header: the access token may come in the query, as for the auction stream.
  app.get(
    '/payment/request-to-pay/:id/events/',
    {
      schema: {
        params: idParams,
        querystring: z.object({ access_token: z.string().max(4096).optional() }),
      },
    },
    async (request, reply) => {
      const userId = await streamViewer(request.userId, request.query.access_token, resolveToken);
      if (userId === null) throw AppError.unauthenticated();
      const freeSlot = streamSlots.take(request, reply, userId);
      const id = request.params.id;
      // Listening before the first read: a change in between is not missed (the state is read again).
      let send: (() => void) | null = null;
      let missed = false;
      const wake = () => {
        if (send) send();
        else missed = true;
      };
      const set = followers.get(id) ?? new Set();
      set.add(wake);
      followers.set(id, set);
      const unfollow = () => {
        set.delete(wake);
        if (set.size === 0) followers.delete(id);
      };
      const release = () => {
        unfollow();
        freeSlot();
      };
      const first = await firstRead(
        () => paymentRequests.get(userId, id, () => payments.isStaff(userId)),
        release,
      );
      const write = streams.start(request, reply, release);
      write('state', first);
      send = () => {
        paymentRequests
          .current(id)
          .then((state) => state && write('state', state))
          .catch((err) => request.log.error({ err }, 'payment request stream'));
      };
      if (missed) send();
    },
  );

  // The operators' callbacks: MTN calls the URL given with each request (PUT), Airtel its one URL (POST).
  const callbackSchema = {
    params: z.object({
      operator: z.enum(RTP_OPERATORS, { message: paymentMessages.providerInvalid }),
      reference: z.string().max(64).optional(),
    }),
    querystring: z.object({ token: z.string().max(256).optional() }),
    response: { 200: detail.extend({ applied: z.boolean() }) },
  };
  for (const url of ['/payment/callback/:operator/', '/payment/callback/:operator/:reference/']) {
    app.route({
      method: ['POST', 'PUT'],
      url,
      bodyLimit: 8192,
      schema: callbackSchema,
      handler: async (request) =>
        paymentRequests.callback(request.params.operator, {
          reference: request.params.reference,
          query: request.query,
          body: request.body ?? null,
        }),
    });
  }

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', authenticated);
    staff.addHook('preValidation', staffOnly(payments));
    staff.get(
      '/payment/staff/requests/',
      { schema: { response: { 200: z.array(staffPaymentRequestSchema) } } },
      async () => paymentRequests.listForStaff(),
    );
    staff.get('/payment/staff/refunds/', { schema: { response: { 200: z.array(refundSchema) } } }, async () =>
      paymentRequests.listRefunds(),
    );
  });
};

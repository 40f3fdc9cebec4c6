import { addCartItemSchema, cartSchema, updateCartItemSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { CartService } from './cart.service.ts';

const itemParams = z.object({ id: z.string().min(1).max(64) });

/** Cart calls (the spec leaves their paths open; see docs/decisions/052-the-cart-holds-no-stock.md). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // Every call here is for a signed-in user: visitors get 401 before the body is read.
  app.addHook('onRequest', authenticated);

  app.get('/tickets/cart/', { schema: { response: { 200: cartSchema } } }, async (request) =>
    cart.get(requireUser(request)),
  );

  app.delete('/tickets/cart/', { schema: { response: { 200: cartSchema } } }, async (request) =>
    cart.clear(requireUser(request)),
  );

  app.post(
    '/tickets/cart/items/',
    { schema: { body: addCartItemSchema, response: { 201: cartSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cart.add(requireUser(request), request.body.ticket_type_id, request.body.quantity)),
  );

  app.patch(
    '/tickets/cart/items/:id/',
    { schema: { params: itemParams, body: updateCartItemSchema, response: { 200: cartSchema } } },
    async (request) => cart.setQuantity(requireUser(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/tickets/cart/items/:id/',
    { schema: { params: itemParams, response: { 200: cartSchema } } },
    async (request) => cart.remove(requireUser(request), request.params.id),
  );

  app.post(
    '/tickets/cart/checkout/',
    { schema: { response: { 201: z.object({ reservation_id: z.string(), serial_id: z.string() }) } } },
    async (request, reply) => reply.status(201).send(await cart.checkout(requireUser(request))),
  );
};

import { z } from 'zod';

import { REFUND_STATES, RESERVATION_QUANTITY, reservationMessages } from './reservations.constants.ts';

export * from './reservations.constants.ts';

const quantity = z.coerce
  .number({ message: reservationMessages.quantityRange })
  .int({ message: reservationMessages.quantityRange })
  .min(RESERVATION_QUANTITY.min, { message: reservationMessages.quantityRange })
  .max(RESERVATION_QUANTITY.max, { message: reservationMessages.quantityRange });
const id = z.coerce.number({ message: 'Identifiant invalide' }).int().positive().max(2_147_483_647);

export const reservationItemInputSchema = z.object({ ticket_type: id, quantity });

/** Both request variants of `POST /tickets/reservations/`. */
export const createReservationSchema = z.union([
  z.object({ ticket_type_id: id, quantity }),
  z.object({
    event: z.string().min(1).max(64),
    items: z.array(reservationItemInputSchema).min(1, { message: reservationMessages.itemsRequired }).max(10),
  }),
]);
export type CreateReservationInput = z.infer<typeof createReservationSchema>;

export const updateReservationSchema = z.object({
  items: z.array(reservationItemInputSchema).min(1, { message: reservationMessages.itemsRequired }).max(10),
});

export const shareReservationSchema = z.object({ shared_with: z.array(id).min(1).max(50) });
export const assignItemSchema = z.object({ user_id: id });
export const userSearchQuerySchema = z.object({ search: z.string().max(64).optional() });
export const shareSearchQuerySchema = z.object({ q: z.string().max(64).optional() });

export const userRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const reservationSchema = z.object({
  id: z.number().int(),
  serial_id: z.string(),
  status: z.string(),
  data: z.object({
    event: z.object({
      serial_id: z.string(),
      name: z.string(),
      date: z.string(),
      time: z.string(),
      image: z.string().nullable(),
      location: z.string(),
      /** The organizer cancelled the event: the reservation no longer admits anyone. */
      is_cancelled: z.boolean(),
    }),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      ticket_type: z.number().int(),
      assigned_to: userRefSchema.nullable(),
      data: z.object({
        ticket: z.object({ name: z.string(), description: z.string(), price: z.number().int() }),
      }),
    }),
  ),
  total_price: z.number().int(),
  is_paid: z.boolean(),
  is_shared: z.boolean(),
  is_owner: z.boolean(),
  owner: userRefSchema,
  shared_with: z.array(userRefSchema),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * What happens to the money of a paid reservation whose event was cancelled (null otherwise): sent back by the
   * operator, to refund by hand (`failed`: the operator refused to send it), not recorded yet, or nothing to
   * give back (free tickets). `amount` is what is given back, fees included.
   */
  refund: z.object({ status: z.enum(REFUND_STATES), amount: z.number().int() }).nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const cartItemSchema = z.object({
  serial_id: z.string(),
  quantity: z.number().int(),
  ticket_type_id: z.number().int(),
  ticket: z.object({
    name: z.string(),
    price: z.number().int(),
    event: z.object({ serial_id: z.string(), name: z.string() }),
  }),
});
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total_price: z.number().int(),
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export const addCartItemSchema = z.object({ ticket_type_id: id, quantity: quantity.default(1) });
export const updateCartItemSchema = z.object({ quantity });

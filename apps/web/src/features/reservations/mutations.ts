import type { Cart, Event, Reservation } from '@sanza/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../events/queries.ts';
import {
  addCartItem,
  type CreateReservationBody,
  cancelReservation,
  checkoutCart,
  clearCart,
  createReservation,
  removeCartItem,
  shareReservation,
  type UserRef,
  unshareReservation,
  updateCartItem,
} from './api.ts';
import { cartKeys, reservationKeys } from './queries.ts';
import { withStockTaken } from './rules.ts';

/**
 * Stock changed on the server: lists and event pages are marked stale without downloading them now; they
 * refresh when next shown (data is expensive, and the page showing them is usually being left).
 */
function markEventsStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
}

/**
 * Reserves tickets (`POST /tickets/reservations/`). On 201 the event's local stock is lowered by the quantities
 * taken, the new reservation is cached for the page that follows, and the list is refreshed.
 */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReservationBody) => createReservation(body),
    onSuccess: async (reservation: Reservation, body) => {
      await markEventsStale(queryClient);
      queryClient.setQueryData<Event>(eventKeys.detail(body.event), (event) =>
        event ? withStockTaken(event, body.items) : event,
      );
      queryClient.setQueryData(reservationKeys.detail(reservation.serial_id), reservation);
      await queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
    },
  });
}

/** Cancels a reservation; it leaves the list at once, and the tickets it held are back on sale. */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serialId: string) => cancelReservation(serialId),
    onSuccess: async (_answer, serialId) => {
      queryClient.setQueryData<Reservation[]>(reservationKeys.lists(), (list) =>
        list?.filter((reservation) => reservation.serial_id !== serialId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
        markEventsStale(queryClient),
      ]);
    },
  });
}

/** Shares a reservation with users; the shared-users list takes the answer, the rest refreshes. */
export function useShareReservation(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => shareReservation(serialId, userIds),
    onSuccess: async (answer) => {
      queryClient.setQueryData<UserRef[]>(reservationKeys.sharedUsers(serialId), answer.shared_with);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId) }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
      ]);
    },
  });
}

/** Stops sharing a reservation with one user. */
export function useUnshareReservation(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => unshareReservation(serialId, userId),
    onSuccess: async (_answer, userId) => {
      queryClient.setQueryData<UserRef[]>(reservationKeys.sharedUsers(serialId), (users) =>
        users?.filter((user) => user.id !== userId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId) }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
      ]);
    },
  });
}

/** Every cart call answers with the whole cart, which replaces the cached one. */
function useCartMutation<TInput>(call: (input: TInput) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart: Cart) => queryClient.setQueryData(cartKeys.detail(), cart),
  });
}

/** Adds tickets of a type to the cart. */
export function useAddToCart() {
  return useCartMutation((input: { ticketTypeId: number; quantity: number }) =>
    addCartItem(input.ticketTypeId, input.quantity),
  );
}

/** Sets the quantity of a cart line. */
export function useUpdateCartItem() {
  return useCartMutation((input: { serialId: string; quantity: number }) =>
    updateCartItem(input.serialId, input.quantity),
  );
}

/** Removes a cart line. */
export function useRemoveCartItem() {
  return useCartMutation((serialId: string) => removeCartItem(serialId));
}

/** Empties the cart. */
export function useClearCart() {
  return useCartMutation(() => clearCart());
}

/** Turns the cart into a reservation: the cart is then empty, the reservation list and stock change. */
export function useCheckoutCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkoutCart(),
    onSuccess: async () => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), { items: [], total_price: 0, count: 0 });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
        markEventsStale(queryClient),
      ]);
    },
  });
}

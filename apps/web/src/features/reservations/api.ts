import type { Cart, Reservation } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

/** A user found to share with, or one a reservation is shared with. */
export type UserRef = { id: number; username: string };

/** The detailed request variant: one event and its ticket types with quantities. */
export type CreateReservationBody = {
  event: string;
  items: { ticket_type: number; quantity: number }[];
};

const reservationPath = (serialId: string) => `/tickets/reservations/${encodeURIComponent(serialId)}/`;

/** `POST /tickets/reservations/`: reserves tickets; 201 with the reservation (its `serial_id`). */
export function createReservation(body: CreateReservationBody): Promise<Reservation> {
  return apiRequest<Reservation>('/tickets/reservations/', { method: 'POST', json: body });
}

/** `GET /tickets/reservations/`: the user's reservations and those shared with them. */
export function fetchReservations(signal?: AbortSignal): Promise<Reservation[]> {
  return apiGet<Reservation[]>('/tickets/reservations/', signal);
}

/** `GET /tickets/reservations/{serialId}/`: one reservation the user owns or was given. */
export function fetchReservation(serialId: string, signal?: AbortSignal): Promise<Reservation> {
  return apiGet<Reservation>(reservationPath(serialId), signal);
}

/** `DELETE /tickets/reservations/{serialId}/cancel/`: cancels an unpaid reservation. */
export function cancelReservation(serialId: string): Promise<{ detail: string }> {
  return apiRequest(`${reservationPath(serialId)}cancel/`, { method: 'DELETE' });
}

/** `POST /tickets/reservations/{serialId}/share/`: shares with the given users. */
export function shareReservation(
  serialId: string,
  userIds: number[],
): Promise<{ detail: string; shared_with: UserRef[] }> {
  return apiRequest(`${reservationPath(serialId)}share/`, { method: 'POST', json: { shared_with: userIds } });
}

/** `GET /tickets/reservations/{serialId}/shared-users/`: who the reservation is shared with. */
export function fetchSharedUsers(serialId: string, signal?: AbortSignal): Promise<UserRef[]> {
  return apiGet<UserRef[]>(`${reservationPath(serialId)}shared-users/`, signal);
}

/** `DELETE /tickets/reservations/{serialId}/unshare/{userId}/`: stops sharing with one user (204). */
export function unshareReservation(serialId: string, userId: number): Promise<null> {
  return apiRequest(`${reservationPath(serialId)}unshare/${userId}/`, { method: 'DELETE' });
}

/** `GET /tickets/reservations/{serialId}/available-users/?search=`: users the owner may share with. */
export function searchShareableUsers(
  serialId: string,
  search: string,
  signal?: AbortSignal,
): Promise<UserRef[]> {
  const query = new URLSearchParams({ search });
  return apiGet<UserRef[]>(`${reservationPath(serialId)}available-users/?${query}`, signal);
}

/** `GET /tickets/cart/`: the signed-in user's cart. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>('/tickets/cart/', signal);
}

/** `POST /tickets/cart/items/`: adds tickets of a type (merged with the same type, at most 4); 409 for another event. */
export function addCartItem(ticketTypeId: number, quantity: number): Promise<Cart> {
  return apiRequest<Cart>('/tickets/cart/items/', {
    method: 'POST',
    json: { ticket_type_id: ticketTypeId, quantity },
  });
}

/** `PATCH /tickets/cart/items/{serialId}/`: sets a line's quantity (1 to 4). */
export function updateCartItem(serialId: string, quantity: number): Promise<Cart> {
  return apiRequest<Cart>(`/tickets/cart/items/${encodeURIComponent(serialId)}/`, {
    method: 'PATCH',
    json: { quantity },
  });
}

/** `DELETE /tickets/cart/items/{serialId}/`: removes a line. */
export function removeCartItem(serialId: string): Promise<Cart> {
  return apiRequest<Cart>(`/tickets/cart/items/${encodeURIComponent(serialId)}/`, { method: 'DELETE' });
}

/** `DELETE /tickets/cart/`: empties the cart. */
export function clearCart(): Promise<Cart> {
  return apiRequest<Cart>('/tickets/cart/', { method: 'DELETE' });
}

/** `POST /tickets/cart/checkout/`: turns the cart into one reservation; 201 with its id. */
export function checkoutCart(): Promise<{ reservation_id: string; serial_id: string }> {
  return apiRequest('/tickets/cart/checkout/', { method: 'POST' });
}

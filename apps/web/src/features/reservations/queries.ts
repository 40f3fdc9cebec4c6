import { SHARE_SEARCH } from '@sanza/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import {
  fetchCart,
  fetchReservation,
  fetchReservations,
  fetchSharedUsers,
  searchShareableUsers,
} from './api.ts';

/** Query keys of reservations, sharing and the cart. */
export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationKeys.all, 'list'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (serialId: string) => [...reservationKeys.details(), serialId] as const,
  sharedUsers: (serialId: string) => [...reservationKeys.detail(serialId), 'shared-users'] as const,
  shareable: (serialId: string, search: string) =>
    [...reservationKeys.detail(serialId), 'shareable', search] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

/** A 4xx answer will not change on a second try; anything else is retried once. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Query options, reusable by hooks and loaders. */
export const reservationQueries = {
  list: () =>
    queryOptions({
      queryKey: reservationKeys.lists(),
      queryFn: ({ signal }) => fetchReservations(signal),
      retry: retryUnlessClientError,
    }),
  detail: (serialId: string) =>
    queryOptions({
      queryKey: reservationKeys.detail(serialId),
      queryFn: ({ signal }) => fetchReservation(serialId, signal),
      retry: retryUnlessClientError,
    }),
  sharedUsers: (serialId: string) =>
    queryOptions({
      queryKey: reservationKeys.sharedUsers(serialId),
      queryFn: ({ signal }) => fetchSharedUsers(serialId, signal),
      retry: retryUnlessClientError,
    }),
  cart: () =>
    queryOptions({
      queryKey: cartKeys.detail(),
      queryFn: ({ signal }) => fetchCart(signal),
      retry: retryUnlessClientError,
    }),
};

/** The user's reservations, own and shared with them. */
export function useReservations() {
  return useQuery(reservationQueries.list());
}

/** One reservation. */
export function useReservation(serialId: string) {
  return useQuery(reservationQueries.detail(serialId));
}

/** Who a reservation is shared with (asked only while the share dialog is open). */
export function useSharedUsers(serialId: string) {
  return useQuery(reservationQueries.sharedUsers(serialId));
}

/** Whether a search is long enough to be sent (spec 2 §5: 2 characters at least). */
export function isSearchLongEnough(search: string): boolean {
  return search.trim().length >= SHARE_SEARCH.minLength;
}

/**
 * Users the owner may share with whose name contains `search` (already debounced by the caller); nothing
 * is asked below the minimum length. The previous results stay while the next ones load.
 */
export function useShareableUsers(serialId: string, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: reservationKeys.shareable(serialId, term),
    queryFn: ({ signal }) => searchShareableUsers(serialId, term, signal),
    enabled: isSearchLongEnough(term),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10_000,
  });
}

/** The signed-in user's cart. */
export function useCart() {
  return useQuery(reservationQueries.cart());
}

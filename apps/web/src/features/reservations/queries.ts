import { SHARE_SEARCH } from '@sanza/contracts/constants';
import { keepPreviousData, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { keepPageCodeOffline } from '../../lib/keep-page-code.ts';
import { keptOwner } from '../../lib/kept-pages.ts';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import {
  fetchCart,
  fetchReservation,
  fetchReservations,
  fetchSharedUsers,
  searchShareableUsers,
} from './api.ts';
import type { KeptCopy, KeptName } from './kept-tickets.ts';
import { reservationKeys } from './keys.ts';

export { reservationKeys };

/** Query keys of the cart. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

/** Query options, reusable by hooks and loaders. */
export const reservationQueries = {
  list: () =>
    queryOptions({
      queryKey: reservationKeys.lists(),
      queryFn: ({ signal }) => loadAndKeep('list', () => fetchReservations(signal)),
      retry: retryUnlessClientError,
    }),
  detail: (serialId: string) =>
    queryOptions({
      queryKey: reservationKeys.detail(serialId),
      queryFn: ({ signal }) =>
        loadAndKeep(`reservation:${serialId}`, () => fetchReservation(serialId, signal)),
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

/** Whether a search is long enough to be sent (2 characters at least). */
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

/**
 * Loads with `load`, keeps the answer on the phone as `name` for the user who asked (in the background: the
 * page never waits for it), and returns it.
 */
export async function loadAndKeep<T>(name: KeptName, load: () => Promise<T>): Promise<T> {
  const owner = keptOwner();
  const value = await load();
  if (owner !== null) {
    void import('./kept-tickets.ts')
      .then(async (kept) => {
        // Signed out, or another account signed in, while the answer travelled: not theirs to keep.
        if (keptOwner() !== owner) return;
        await kept.keepCopy(owner, name, value);
        // The ticket pages open offline even when their code arrived before the worker took control.
        keepPageCodeOffline();
      })
      .catch((error: unknown) => console.error('Copie hors connexion non enregistrée', error));
  }
  return value;
}

/** A request that got no answer at all (offline, server unreachable), as opposed to an error answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

type Loading<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'failureReason' | 'fetchStatus'>;

/**
 * What the phone kept of `name` for the signed-in user, read only while `query` has nothing to show for want
 * of network (no answer, or paused offline); null otherwise, or when nothing is kept. Read outside the query
 * cache: reading the phone is not an answer from the server (the offline notice counts those).
 */
export function useKeptCopy<T>(name: KeptName, query: Loading<T>): KeptCopy<T> | null {
  const owner = keptOwner();
  const isWanted =
    query.data === undefined &&
    (query.fetchStatus === 'paused' || isNetworkFailure(query.error ?? query.failureReason));
  const key = `${owner}|${name}`;
  const [read, setRead] = useState<{ key: string; copy: KeptCopy<T> | null } | null>(null);

  useEffect(() => {
    if (!isWanted || owner === null) return;
    let isCurrent = true;
    import('./kept-tickets.ts')
      // The list is rebuilt from the reservations opened too: a buyer who paid never had to open it.
      .then(
        (kept): Promise<KeptCopy<unknown> | null> =>
          name === 'list' ? kept.readKeptList(owner) : kept.readCopy(owner, name),
      )
      .then((copy) => {
        if (isCurrent) setRead({ key, copy: copy as KeptCopy<T> | null });
      })
      .catch((error: unknown) => console.error('Copie hors connexion illisible', error));
    return () => {
      isCurrent = false;
    };
  }, [isWanted, owner, name, key]);

  return isWanted && read?.key === key ? read.copy : null;
}

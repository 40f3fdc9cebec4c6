import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import { loadAndKeep } from '../reservations/queries.ts';
import {
  fetchCheckInEvents,
  fetchPaymentOptions,
  fetchPaymentRequest,
  fetchReservationPayments,
  fetchStaffPaymentRequests,
  fetchStaffPayments,
  fetchStaffRefunds,
  fetchTickets,
  type PaymentStatus,
} from './api.ts';
import { isFinalRequest, newerRequest } from './rules.ts';

/** Query keys of payments, e-tickets and the staff lists. */
export const paymentKeys = {
  all: ['payments'] as const,
  options: () => [...paymentKeys.all, 'options'] as const,
  ofReservation: (serialId: string) => [...paymentKeys.all, 'reservation', serialId] as const,
  tickets: (serialId: string) => [...paymentKeys.all, 'tickets', serialId] as const,
  staffLists: () => [...paymentKeys.all, 'staff'] as const,
  staffList: (status: PaymentStatus | null) => [...paymentKeys.staffLists(), status ?? 'all'] as const,
  request: (id: string) => [...paymentKeys.all, 'request', id] as const,
  staffRequests: () => [...paymentKeys.staffLists(), 'requests'] as const,
  staffRefunds: () => [...paymentKeys.staffLists(), 'refunds'] as const,
  checkInEvents: () => [...paymentKeys.all, 'check-in-events'] as const,
};

/** Query options, reusable by hooks and loaders. */
export const paymentQueries = {
  // Receiving numbers and USSD codes change with a server deployment only: asked once per visit.
  options: () =>
    queryOptions({
      queryKey: paymentKeys.options(),
      queryFn: ({ signal }) => fetchPaymentOptions(signal),
      staleTime: Number.POSITIVE_INFINITY,
      retry: retryUnlessClientError,
    }),
  ofReservation: (serialId: string) =>
    queryOptions({
      queryKey: paymentKeys.ofReservation(serialId),
      queryFn: ({ signal }) => fetchReservationPayments(serialId, signal),
      retry: retryUnlessClientError,
    }),
  // A ticket changes only when it is checked in: no need to ask again each time the page shows. Kept on the
  // phone for its buyer, so it opens without a network.
  tickets: (serialId: string) =>
    queryOptions({
      queryKey: paymentKeys.tickets(serialId),
      queryFn: ({ signal }) => loadAndKeep(`tickets:${serialId}`, () => fetchTickets(serialId, signal)),
      staleTime: 60_000,
      retry: retryUnlessClientError,
    }),
  staffList: (status: PaymentStatus | null) =>
    queryOptions({
      queryKey: paymentKeys.staffList(status),
      queryFn: ({ signal }) => fetchStaffPayments(status, signal),
      retry: retryUnlessClientError,
    }),
  // A request over (paid, refused, expired) never changes again; a poll answered late never undoes it.
  request: (id: string) =>
    queryOptions({
      queryKey: paymentKeys.request(id),
      queryFn: async ({ client, queryKey, signal }) =>
        newerRequest(client.getQueryData(queryKey), await fetchPaymentRequest(id, signal)),
      staleTime: (query) => (isFinalRequest(query.state.data?.status) ? Number.POSITIVE_INFINITY : 0),
      retry: retryUnlessClientError,
    }),
  staffRequests: () =>
    queryOptions({
      queryKey: paymentKeys.staffRequests(),
      queryFn: ({ signal }) => fetchStaffPaymentRequests(signal),
      retry: retryUnlessClientError,
    }),
  staffRefunds: () =>
    queryOptions({
      queryKey: paymentKeys.staffRefunds(),
      queryFn: ({ signal }) => fetchStaffRefunds(signal),
      retry: retryUnlessClientError,
    }),
  checkInEvents: () =>
    queryOptions({
      queryKey: paymentKeys.checkInEvents(),
      queryFn: ({ signal }) => fetchCheckInEvents(signal),
      retry: retryUnlessClientError,
    }),
};

/** The operators, their receiving numbers and USSD codes, and the processing time. */
export function usePaymentOptions() {
  return useQuery(paymentQueries.options());
}

/** The payments of a reservation (its owner only); nothing is asked while `isEnabled` is false. */
export function useReservationPayments(serialId: string, isEnabled = true) {
  return useQuery({ ...paymentQueries.ofReservation(serialId), enabled: isEnabled });
}

/** The e-tickets of a reservation; asked only once it is paid. */
export function useTickets(serialId: string, isPaid: boolean) {
  return useQuery({ ...paymentQueries.tickets(serialId), enabled: isPaid });
}

/** Payments for staff, by status (all when null). */
export function useStaffPayments(status: PaymentStatus | null) {
  return useQuery(paymentQueries.staffList(status));
}

/** The requests to pay, for staff: newest first, with the operator's reference, history and callbacks. */
export function useStaffPaymentRequests() {
  return useQuery(paymentQueries.staffRequests());
}

/** The refunds owed after cancelled events, for staff. */
export function useStaffRefunds() {
  return useQuery(paymentQueries.staffRefunds());
}

/** Today's and later events, for the door to choose which one it checks tickets in for. */
export function useCheckInEvents() {
  return useQuery(paymentQueries.checkInEvents());
}

import type { PaymentProvider, Reservation } from '@sanza/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { reservationKeys } from '../reservations/queries.ts';
import {
  type CheckoutBody,
  decidePayment,
  postCash,
  postCheckout,
  postExtendCashHold,
  postRequestToPay,
  type RequestToPayBody,
} from './api.ts';
import { paymentKeys } from './queries.ts';
import { statusAfterCheckout } from './rules.ts';

/**
 * After a checkout the reservation's new status is known: it is written into the cache at once (so the page
 * shows 'done', not a stale 'En attente'), then the reservation, the list and its payments are asked again.
 */
async function afterCheckout(queryClient: QueryClient, serialId: string, provider: PaymentProvider) {
  queryClient.setQueryData<Reservation>(reservationKeys.detail(serialId), (reservation) =>
    reservation ? { ...reservation, status: statusAfterCheckout(provider), expires_at: null } : reservation,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId) }),
    queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.ofReservation(serialId) }),
  ]);
}

/** A 409 means the reservation changed meanwhile (paid, cancelled, expired): it is asked again. */
async function refreshIfConflict(queryClient: QueryClient, serialId: string, error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    await queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId) });
  }
}

/** Records a mobile-money payment (`POST /payment/checkout/`, 201). */
export function useCheckout(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CheckoutBody, 'reservation'>) => postCheckout({ ...body, reservation: serialId }),
    onSuccess: (_payment, body) => afterCheckout(queryClient, serialId, body.provider),
    onError: (error) => refreshIfConflict(queryClient, serialId, error),
  });
}

/** Chooses to pay in cash (`POST /payment/cash/`, 200). */
export function useCashCheckout(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postCash(serialId),
    onSuccess: () => afterCheckout(queryClient, serialId, 'cash'),
    onError: (error) => refreshIfConflict(queryClient, serialId, error),
  });
}

/**
 * Asks the operator to prompt the buyer's phone (`POST /payment/request-to-pay/`, 202): the pending request is
 * cached at once, so the waiting screen shows without asking for it again.
 */
export function useRequestToPay(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RequestToPayBody, 'reservation_id'>) =>
      postRequestToPay({ ...body, reservation_id: serialId }),
    onSuccess: (request) => queryClient.setQueryData(paymentKeys.request(request.id), request),
    onError: (error) => refreshIfConflict(queryClient, serialId, error),
  });
}

/** A staff decision on a payment; every staff list is then asked again. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serialId: string; decision: 'confirm' | 'reject' }) =>
      decidePayment(input.serialId, input.decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.staffLists() }),
  });
}

/** Staff give a cash reservation more time; every staff list is then asked again. */
export function useExtendCashHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationSerialId: string) => postExtendCashHold(reservationSerialId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.staffLists() }),
  });
}

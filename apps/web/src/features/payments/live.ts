import type { PaymentRequest } from '@sanza/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followLiveStream } from '../../lib/live-stream.ts';
import { reservationKeys } from '../reservations/queries.ts';
import { paymentRequestEventsUrl } from './api.ts';
import { paymentKeys, paymentQueries } from './queries.ts';
import { isFinalRequest, newerRequest } from './rules.ts';

// A request to pay followed live: the server's stream when it can, else a poll. Apart from
// `queries.ts`, as the auctions' live code is, so only the checkout's chunk carries it.

/** How often a pending request is asked for while the stream is down, or where there is no `EventSource`. */
export const REQUEST_POLL_MS = 3_000;

/** Keeps the cached request at the newer of what is cached and `incoming`. */
export function storePaymentRequest(queryClient: QueryClient, incoming: PaymentRequest): void {
  queryClient.setQueryData<PaymentRequest>(paymentKeys.request(incoming.id), (current) =>
    newerRequest(current, incoming),
  );
}

/**
 * Follows request `id` on its stream into the query cache: the `state` sent at once and at every change.
 * `onStreaming(false)` says the stream is down (an error, or silence), so the caller polls meanwhile; `true` comes
 * back with its next state. A stream opened again takes a fresh token. Closed once the request is over. Returns
 * the function that stops.
 */
export function followPaymentRequest(
  queryClient: QueryClient,
  id: string,
  onStreaming: (isStreaming: boolean) => void,
): () => void {
  const stop = followLiveStream({
    url: () => paymentRequestEventsUrl(id),
    on: {
      state: (data) => {
        const request = data as PaymentRequest | null;
        if (request?.id !== id || typeof request.status !== 'string') return;
        onStreaming(true);
        storePaymentRequest(queryClient, request);
        if (isFinalRequest(request.status)) stop();
      },
    },
    onLost: () => onStreaming(false),
  });
  return () => {
    stop();
    onStreaming(false);
  };
}

/** Once paid: the reservation, the lists, its payments and its tickets are asked again (tickets now exist). */
export async function refreshAfterPayment(queryClient: QueryClient, serialId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reservationKeys.detail(serialId) }),
    queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.ofReservation(serialId) }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.tickets(serialId) }),
  ]);
}

/**
 * Request `id` of reservation `serialId`, live: from the stream while it works, else asked every
 * `REQUEST_POLL_MS` while pending (where `EventSource` does not exist, always). Once it succeeds, the
 * reservation and its tickets are asked again.
 */
export function usePaymentRequest(id: string, serialId: string) {
  const queryClient = useQueryClient();
  const [isStreaming, setStreaming] = useState(false);
  const query = useQuery({
    ...paymentQueries.request(id),
    refetchInterval: (q) => (!isStreaming && q.state.data?.status === 'pending' ? REQUEST_POLL_MS : false),
  });
  const status = query.data?.status;
  const isPending = status === 'pending';

  useEffect(() => {
    if (!isPending || typeof EventSource === 'undefined') return;
    return followPaymentRequest(queryClient, id, setStreaming);
  }, [queryClient, id, isPending]);

  useEffect(() => {
    if (status === 'succeeded') void refreshAfterPayment(queryClient, serialId);
  }, [queryClient, serialId, status]);

  return query;
}

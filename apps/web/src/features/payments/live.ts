import type { PaymentRequest } from '@sanza/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reservationKeys } from '../reservations/queries.ts';
import { paymentRequestEventsUrl } from './api.ts';
import { paymentKeys, paymentQueries } from './queries.ts';
import { isFinalRequest, newerRequest } from './rules.ts';

// A request to pay followed live (issue 21): the server's stream when it can, else a poll. Apart from
// `queries.ts`, as the auctions' live code is, so only the checkout's chunk carries it.

/** How often a pending request is asked for while the stream is down, or where there is no `EventSource`. */
export const REQUEST_POLL_MS = 3_000;
/** After the stream closes for good, the first new try waits this long, then doubles (as for auctions). */
const STREAM_RETRY_MS = 5_000;
const STREAM_RETRY_MAX_MS = 60_000;
/** The server sends a `heartbeat` every 20 s: nothing for this long means the stream is dead though open. */
export const STREAM_SILENCE_MS = 45_000;

const parse = (data: unknown): unknown => {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
};

/** Keeps the cached request at the newer of what is cached and `incoming`. */
export function storePaymentRequest(queryClient: QueryClient, incoming: PaymentRequest): void {
  queryClient.setQueryData<PaymentRequest>(paymentKeys.request(incoming.id), (current) =>
    newerRequest(current, incoming),
  );
}

/**
 * Follows request `id` on its stream (server-sent events) into the query cache: the `state` sent at once and at
 * every change. `onStreaming(false)` says the stream is down (an error, or silent for `STREAM_SILENCE_MS`), so
 * the caller polls meanwhile; `true` comes back with its next event. The browser retries a dropped stream by
 * itself; a stream it gave up on (an error answer, an expired token) is opened again later, with a fresh
 * token. Closed while the page is hidden, and once the request is over. Returns the function that stops.
 */
export function followPaymentRequest(
  queryClient: QueryClient,
  id: string,
  onStreaming: (isStreaming: boolean) => void,
): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = STREAM_RETRY_MS;
  let isOver = false;

  const close = () => {
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
  };

  const watchSilence = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      onStreaming(false);
      open();
    }, STREAM_SILENCE_MS);
  };

  const open = () => {
    close();
    if (isOver) return;
    const stream = new EventSource(paymentRequestEventsUrl(id));
    source = stream;
    watchSilence();
    stream.addEventListener('heartbeat', () => {
      if (source !== stream) return;
      watchSilence();
    });
    stream.addEventListener('state', (event) => {
      if (source !== stream) return;
      const request = parse((event as MessageEvent).data) as PaymentRequest | null;
      if (request?.id !== id || typeof request.status !== 'string') return;
      retryMs = STREAM_RETRY_MS;
      watchSilence();
      onStreaming(true);
      storePaymentRequest(queryClient, request);
      if (isFinalRequest(request.status)) {
        isOver = true;
        close();
      }
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      onStreaming(false);
      // CONNECTING means the browser retries by itself; CLOSED (an error answer) means it gave up.
      if (stream.readyState !== 2) return;
      close();
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, STREAM_RETRY_MAX_MS);
    });
  };

  const onVisibilityChange = () => {
    if (document.hidden) close();
    else if (!source && !retryTimer) open();
  };

  if (!document.hidden) open();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    isOver = true;
    close();
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

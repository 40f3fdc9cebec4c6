// @vitest-environment jsdom
import '../../test/dom.ts';
import type { PaymentRequest } from '@sanza/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_SILENCE_MS } from '../../lib/live-stream.ts';
import { writeTokens } from '../../lib/tokens.ts';
import { FakeEventSource } from '../../test/auctions.ts';
import { makePaymentRequest } from '../../test/payments.ts';
import { followPaymentRequest } from './live.ts';
import { paymentKeys } from './queries.ts';

const latest = () => FakeEventSource.instances.at(-1)!;

describe('followPaymentRequest', () => {
  let queryClient: QueryClient;
  let pending: PaymentRequest;
  let onStreaming: ReturnType<typeof vi.fn<(isStreaming: boolean) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    writeTokens({ access: 'tok.en' });
    queryClient = new QueryClient();
    pending = makePaymentRequest({ id: 'rtp9' });
    queryClient.setQueryData(paymentKeys.request('rtp9'), pending);
    onStreaming = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens the request's stream with the access token, and stores each state", () => {
    const stop = followPaymentRequest(queryClient, 'rtp9', onStreaming);
    expect(latest().url).toBe('/api/payment/request-to-pay/rtp9/events/?access_token=tok.en');
    latest().emit('state', { ...pending, status: 'failed', reason: 'Refusé' });
    expect(queryClient.getQueryData<PaymentRequest>(paymentKeys.request('rtp9'))).toMatchObject({
      status: 'failed',
      reason: 'Refusé',
    });
    expect(onStreaming).toHaveBeenLastCalledWith(true);
    // Over: the stream is closed at once.
    expect(latest().isClosed).toBe(true);
    stop();
  });

  it('ignores the state of another request and data that is not JSON', () => {
    const stop = followPaymentRequest(queryClient, 'rtp9', onStreaming);
    latest().emit('state', { ...pending, id: 'other', status: 'succeeded' });
    latest().dispatchEvent(new MessageEvent('state', { data: '{pas du json' }));
    expect(queryClient.getQueryData(paymentKeys.request('rtp9'))).toBe(pending);
    stop();
  });

  it('says the stream is down on an error (so the page polls), and opens it again once the browser gave up', () => {
    const stop = followPaymentRequest(queryClient, 'rtp9', onStreaming);
    latest().emit('state', pending);
    latest().readyState = 2;
    latest().dispatchEvent(new Event('error'));
    expect(onStreaming).toHaveBeenLastCalledWith(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    stop();
  });

  it('replaces a stream silent for too long', () => {
    const stop = followPaymentRequest(queryClient, 'rtp9', onStreaming);
    latest().emit('state', pending);
    vi.advanceTimersByTime(STREAM_SILENCE_MS - 1);
    latest().emit('heartbeat', {});
    vi.advanceTimersByTime(STREAM_SILENCE_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(onStreaming).toHaveBeenLastCalledWith(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true);
    stop();
  });
});

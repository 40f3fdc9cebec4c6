// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/auctions.ts';
import { followLiveStream, STREAM_RETRY_MS, STREAM_SILENCE_MS } from './live-stream.ts';

const latest = () => FakeEventSource.instances.at(-1)!;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('followLiveStream', () => {
  let onLost: ReturnType<typeof vi.fn<() => void>>;
  let onThing: ReturnType<typeof vi.fn<(data: unknown) => void>>;
  let urls: number;
  const follow = () =>
    followLiveStream({ url: () => `/stream/?n=${++urls}`, on: { thing: onThing }, onLost });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    onLost = vi.fn();
    onThing = vi.fn();
    urls = 0;
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands each event its JSON, or null when it is not JSON, and closes when stopped', () => {
    const stop = follow();
    latest().emit('thing', { a: 1 });
    latest().dispatchEvent(new MessageEvent('thing', { data: '{pas du json' }));
    expect(onThing.mock.calls).toEqual([[{ a: 1 }], [null]]);
    stop();
    expect(latest().isClosed).toBe(true);
  });

  it('says the stream is lost once per outage while the browser reconnects by itself', () => {
    const stop = follow();
    latest().readyState = 0;
    latest().dispatchEvent(new Event('error'));
    latest().dispatchEvent(new Event('error'));
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
    latest().emit('heartbeat', {});
    latest().dispatchEvent(new Event('error'));
    expect(onLost).toHaveBeenCalledTimes(2);
    stop();
  });

  it('opens a stream the browser gave up on again, with a fresh address, waiting twice as long each time', () => {
    const stop = follow();
    latest().readyState = 2;
    latest().dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(STREAM_RETRY_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().url).toBe('/stream/?n=2');
    latest().readyState = 2;
    latest().dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(STREAM_RETRY_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(STREAM_RETRY_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
    stop();
  });

  it('replaces a stream silent for too long, any event (a heartbeat too) proving it alive', () => {
    const stop = follow();
    vi.advanceTimersByTime(STREAM_SILENCE_MS - 1);
    latest().emit('heartbeat', {});
    vi.advanceTimersByTime(STREAM_SILENCE_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(STREAM_SILENCE_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes the stream while the page is hidden and opens a new one when shown again', () => {
    const stop = follow();
    setHidden(true);
    expect(latest().isClosed).toBe(true);
    setHidden(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().isClosed).toBe(false);
    stop();
  });

  it('stops for good when a handler stops it', () => {
    const stop = followLiveStream({ url: () => '/stream/', on: { thing: () => stop() } });
    latest().emit('thing', {});
    expect(latest().isClosed).toBe(true);
    setHidden(true);
    setHidden(false);
    vi.advanceTimersByTime(STREAM_SILENCE_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

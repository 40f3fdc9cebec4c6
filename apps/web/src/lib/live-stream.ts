// One client for the server's live streams (server-sent events): an auction's bids, a request to pay's state.

/** After the stream closes for good (server or proxy down), the first new try waits this long, then doubles. */
export const STREAM_RETRY_MS = 5_000;
const STREAM_RETRY_MAX_MS = 60_000;
/**
 * The server sends a `heartbeat` every 20 s: hearing nothing for this long (two missed, and some slack for a
 * slow line) means the stream is dead even if the browser did not say so (a proxy or the radio kept it half-open).
 */
export const STREAM_SILENCE_MS = 45_000;
/** `EventSource.readyState` once the browser gave up on a stream (an error answer): it will not retry it. */
const CLOSED = 2;

/** The JSON an event carries, or null when it is not JSON. */
export function parseEventData(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

export type LiveStreamOptions = {
  /** The stream's address, asked at each opening (so a token in it is the current one). */
  url: () => string;
  /** One handler per event name, given the event's JSON (null when it is not JSON). `heartbeat` needs none. */
  on: Record<string, (data: unknown) => void>;
  /**
   * The stream is lost: the first error of an outage (the browser retries by itself meanwhile), or a silence of
   * `STREAM_SILENCE_MS` (the stream is then replaced). What came meanwhile may have been missed.
   */
  onLost?: () => void;
};

/**
 * Follows a live stream until the returned function is called. Any event (`heartbeat` included) proves the stream
 * alive; silence for `STREAM_SILENCE_MS` replaces it. A dropped stream is retried by `EventSource` itself; one the
 * browser gave up on is opened again after `STREAM_RETRY_MS`, doubling up to a minute while it keeps failing. The
 * stream is closed while the page is hidden (no heartbeat then keeps a phone's radio awake) and opened again
 * when it is shown. Calling the returned function from a handler stops for good.
 */
export function followLiveStream({ url, on, onLost }: LiveStreamOptions): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = STREAM_RETRY_MS;
  let isStopped = false;
  // Set on an error, cleared by the next event: one `onLost` per outage, not one per retry of the browser.
  let isLost = false;

  const close = () => {
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
  };

  /** A stream that stays silent for `STREAM_SILENCE_MS` from now is replaced. */
  const watchSilence = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      onLost?.();
      open();
    }, STREAM_SILENCE_MS);
  };

  const open = () => {
    close();
    if (isStopped) return;
    const stream = new EventSource(url());
    source = stream;
    watchSilence();
    const names = new Set([...Object.keys(on), 'heartbeat']);
    for (const name of names) {
      stream.addEventListener(name, (event) => {
        if (source !== stream) return;
        isLost = false;
        retryMs = STREAM_RETRY_MS;
        watchSilence();
        on[name]?.(parseEventData((event as MessageEvent).data));
      });
    }
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      if (!isLost) onLost?.();
      isLost = true;
      // CONNECTING means the browser retries by itself; CLOSED (an error answer) means it gave up.
      if (stream.readyState !== CLOSED) return;
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
    isStopped = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    close();
  };
}

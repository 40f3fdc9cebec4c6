/**
 * Live streams (Server-Sent Events): a `heartbeat` event this often keeps idle connections open through proxies
 * and tells the page the stream is alive: a page that hears nothing for longer (the web app waits 45 s) reopens
 * it. A comment line would do for proxies, but `EventSource` does not report comments to the page.
 */
export const HEARTBEAT_MS = 20_000;

/** The headers of an event stream: never cached or transformed, not buffered by a proxy. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

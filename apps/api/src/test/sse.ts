/** A server-sent events stream read by a test: what arrived so far, parsed, and a way to wait for more. */
export type SseStream = {
  /** The data (parsed JSON) of every event of that name received so far, in order. */
  events(name: string): unknown[];
  /** Reads until `count` events of that name have arrived (1 by default); answers their data. */
  waitFor(name: string, count?: number): Promise<unknown[]>;
  close(): void;
};

/** Opens `url` (an SSE route of a listening app) and reads it as the browser's `EventSource` would. */
export async function openSse(url: string): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events = (name: string) =>
    text
      .split('\n\n')
      .slice(0, -1) // the last piece is an event still arriving (or nothing)
      .filter((block) => block.startsWith(`event: ${name}\n`))
      .map((block) => JSON.parse(block.split('\ndata: ')[1]!));
  return {
    events,
    async waitFor(name, count = 1) {
      while (events(name).length < count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${count} '${name}' event(s)`);
        text += decoder.decode(value, { stream: true });
      }
      return events(name);
    },
    close: () => controller.abort(),
  };
}

import { createServer } from 'node:net';

// Linux hands out 32768–60999 to outgoing connections (a test's PostgreSQL or HTTP clients). A port picked
// from that range and freed can be taken by one before the server under test binds it; below it, only
// another test picking at random could.
const LOW = 20000;
const HIGH = 32767;

function tryListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nobody listens on now, outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (await tryListen(port)) return port;
  }
}

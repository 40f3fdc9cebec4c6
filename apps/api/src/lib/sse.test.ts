import { EventEmitter } from 'node:events';
import { commonMessages } from '@sanza/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.ts';
import {
  createEventStreams,
  createStreamSlots,
  EVENT_STREAM_HEADERS,
  firstRead,
  HEARTBEAT_MS,
  streamViewer,
} from './sse.ts';

/** A request from `ip` and its reply, whose `close` the test emits as the server would. */
function client(ip: string) {
  const raw = new EventEmitter();
  return {
    request: { ip } as FastifyRequest,
    reply: { raw } as unknown as FastifyReply,
    close: () => raw.emit('close'),
  };
}

describe('createStreamSlots', () => {
  it('bounds anonymous streams by address and signed-in ones by account, each on its own', () => {
    const slots = createStreamSlots({ perAddress: 2, perAccount: 1 });
    const a = client('10.0.0.1');
    slots.take(a.request, a.reply, null);
    slots.take(a.request, a.reply, null);
    expect(() => slots.take(a.request, a.reply, null)).toThrow(AppError);
    try {
      slots.take(a.request, a.reply, null);
    } catch (err) {
      expect((err as AppError).status).toBe(429);
      expect((err as AppError).body).toEqual({ detail: commonMessages.tooManyStreams });
    }
    // Members behind the same address are counted by account.
    slots.take(a.request, a.reply, 7);
    expect(() => slots.take(client('10.0.0.2').request, a.reply, 7)).toThrow(AppError);
    slots.take(a.request, a.reply, 8);
    expect(slots.openCount).toBe(4);
  });

  it('frees a slot when its answer closes, once however often it is freed', () => {
    const slots = createStreamSlots({ perAddress: 1, perAccount: 1 });
    const first = client('10.0.0.1');
    const free = slots.take(first.request, first.reply, null);
    first.close();
    free();
    free();
    expect(slots.openCount).toBe(0);
    const second = client('10.0.0.1');
    slots.take(second.request, second.reply, null);
    expect(() => slots.take(second.request, second.reply, null)).toThrow(AppError);
    expect(slots.openCount).toBe(1);
  });
});

/** A request and a reply whose raw answer records what is written; `leave` is the client going away. */
function streamClient() {
  const request = new EventEmitter();
  const raw = Object.assign(new EventEmitter(), {
    head: null as null | { status: number; headers: object },
    chunks: [] as string[],
    ended: false,
    writeHead(status: number, headers: object) {
      raw.head = { status, headers };
    },
    write(chunk: string) {
      raw.chunks.push(chunk);
      return true;
    },
    end() {
      raw.ended = true;
    },
  });
  const reply = { raw, hijacked: false, hijack: () => Object.assign(reply, { hijacked: true }) };
  return {
    request: { raw: request } as unknown as FastifyRequest,
    reply: reply as unknown as FastifyReply,
    raw,
    isHijacked: () => reply.hijacked,
    leave: () => request.emit('close'),
  };
}

describe('createEventStreams', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hijacks the reply, sends the event-stream headers and events, and a heartbeat with the server time', () => {
    vi.useFakeTimers();
    const streams = createEventStreams(() => new Date('2030-06-20T20:00:00Z'));
    const c = streamClient();
    const send = streams.start(c.request, c.reply, () => {});
    expect(c.isHijacked()).toBe(true);
    expect(c.raw.head).toEqual({ status: 200, headers: EVENT_STREAM_HEADERS });
    send('state', { a: 1 });
    expect(c.raw.chunks).toEqual(['event: state\ndata: {"a":1}\n\n']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(c.raw.chunks[1]).toBe('event: heartbeat\ndata: {"server_time":"2030-06-20T20:00:00.000Z"}\n\n');
    c.leave();
  });

  it('stops the heartbeat and runs onClose once the client has gone; endAll ends only the open streams', () => {
    vi.useFakeTimers();
    const streams = createEventStreams(() => new Date(0));
    const gone = streamClient();
    const stays = streamClient();
    let closed = 0;
    streams.start(gone.request, gone.reply, () => closed++);
    streams.start(stays.request, stays.reply, () => {});
    gone.leave();
    expect(closed).toBe(1);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(gone.raw.chunks).toEqual([]);
    expect(stays.raw.chunks).toHaveLength(3);
    streams.endAll();
    expect(gone.raw.ended).toBe(false);
    expect(stays.raw.ended).toBe(true);
    stays.leave();
  });
});

describe('streamViewer', () => {
  const resolve = async (token: string) => (token === 'good' ? 7 : null);

  it('answers the signed-in user first, else the trimmed token’s, else null', async () => {
    expect(await streamViewer(3, 'good', resolve)).toBe(3);
    expect(await streamViewer(null, '  good ', resolve)).toBe(7);
    expect(await streamViewer(null, 'bad', resolve)).toBeNull();
    expect(await streamViewer(null, '   ', resolve)).toBeNull();
    expect(await streamViewer(null, undefined, resolve)).toBeNull();
  });

  it('makes a visitor of a token whose check fails', async () => {
    expect(await streamViewer(null, 'x', () => Promise.reject(new Error('down')))).toBeNull();
  });
});

describe('firstRead', () => {
  it('answers what was read, releasing nothing', async () => {
    let released = 0;
    expect(
      await firstRead(
        async () => 'state',
        () => released++,
      ),
    ).toBe('state');
    expect(released).toBe(0);
  });

  it('releases, then throws, when the read fails', async () => {
    let released = 0;
    const failure = new Error('not found');
    await expect(
      firstRead(
        () => Promise.reject(failure),
        () => released++,
      ),
    ).rejects.toBe(failure);
    expect(released).toBe(1);
  });
});

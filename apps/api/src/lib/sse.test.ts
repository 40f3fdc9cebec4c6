import { EventEmitter } from 'node:events';
import { commonMessages } from '@sanza/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createStreamSlots } from './sse.ts';

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

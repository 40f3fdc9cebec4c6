import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

const EVENTS = { tags: ['events'], ttlMs: 5_000 } as const;
const MUSIC = { tags: ['music'], ttlMs: 5_000 } as const;

/** A computation that answers `value` when `release` is called, counting its calls. */
function deferred<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const compute = async () => {
    compute.calls++;
    await gate;
    return value;
  };
  compute.calls = 0;
  return { compute, release };
}

describe('read cache', () => {
  it('computes an answer once for every request that asks while it is computed, then serves it from memory', async () => {
    const cache = createReadCache();
    const { compute, release } = deferred([1, 2]);
    const waiting = Array.from({ length: 5 }, () => cache.read('k', EVENTS, compute));
    release();
    const answers = await Promise.all(waiting);
    expect(compute.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.body).toBe('[1,2]');
    expect(answers[0]!.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await cache.read('k', EVENTS, compute)).body).toBe('[1,2]');
    expect(compute.calls).toBe(1);
  });

  it('computes again once the answer has lived its time', async () => {
    let now = 1_000;
    const cache = createReadCache({ now: () => now });
    let calls = 0;
    const compute = async () => ++calls;
    await cache.read('k', EVENTS, compute);
    now += 4_999;
    expect((await cache.read('k', EVENTS, compute)).value).toBe(1);
    now += 1;
    expect((await cache.read('k', EVENTS, compute)).value).toBe(2);
  });

  it('drops the answers of an invalidated tag and keeps the others', async () => {
    const cache = createReadCache();
    let version = 1;
    const compute = async () => version;
    await cache.read('event', EVENTS, compute);
    await cache.read('song', MUSIC, compute);
    version = 2;
    cache.invalidate(['events']);
    expect((await cache.read('event', EVENTS, compute)).value).toBe(2);
    expect((await cache.read('song', MUSIC, compute)).value).toBe(1);
  });

  it('does not keep an answer whose computation overlapped an invalidation of its tag', async () => {
    const cache = createReadCache();
    const stale = deferred('before the write');
    const reading = cache.read('k', EVENTS, stale.compute);
    cache.invalidate(['events']);
    stale.release();
    // The request that was waiting gets what it asked for; the next one reads again.
    expect((await reading).value).toBe('before the write');
    expect((await cache.read('k', EVENTS, async () => 'after the write')).value).toBe('after the write');
  });

  it('keeps an answer of another tag computed during the invalidation', async () => {
    const cache = createReadCache();
    const music = deferred('songs');
    const reading = cache.read('k', MUSIC, music.compute);
    cache.invalidate(['events']);
    music.release();
    await reading;
    expect((await cache.read('k', MUSIC, async () => 'computed again')).value).toBe('songs');
  });

  it('does not keep a computation that failed: the next request tries again', async () => {
    const cache = createReadCache();
    await expect(
      cache.read('k', EVENTS, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect((await cache.read('k', EVENTS, async () => 'back')).value).toBe('back');
  });

  it('holds at most maxEntries answers, dropping the oldest first', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, EVENTS, async () => key);
    expect(cache.size).toBe(2);
    expect((await cache.read('a', EVENTS, async () => 'a again')).value).toBe('a again');
    expect((await cache.read('c', EVENTS, async () => 'c again')).value).toBe('c');
  });

  it('changes the ETag when the body changes, and only then', async () => {
    const cache = createReadCache();
    const first = await cache.read('k', EVENTS, async () => ({ stock: 3 }));
    cache.invalidate(['events']);
    const same = await cache.read('k', EVENTS, async () => ({ stock: 3 }));
    cache.invalidate(['events']);
    const changed = await cache.read('k', EVENTS, async () => ({ stock: 2 }));
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });
});

describe('read cache boundaries', () => {
  it('computes every answer again at the next boundary, even within its time', async () => {
    let now = 1_000;
    const cache = createReadCache({
      now: () => now,
      nextBoundary: (t) => Math.ceil((t + 1) / 3_000) * 3_000,
    });
    let calls = 0;
    const compute = async () => ++calls;
    await cache.read('k', EVENTS, compute);
    now = 2_999;
    expect((await cache.read('k', EVENTS, compute)).value).toBe(1);
    now = 3_000;
    expect((await cache.read('k', EVENTS, compute)).value).toBe(2);
  });
});

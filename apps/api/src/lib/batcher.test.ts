import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A batcher whose batches wait until the test lets them finish; records each batch it ran. */
function gatedBatcher(opts: {
  maxSize?: number;
  canJoin?: (batch: readonly string[], input: string) => boolean;
}) {
  const batches: { key: string; inputs: string[] }[] = [];
  const gates: (() => void)[] = [];
  const batcher = createBatcher<string, string, string>({
    maxSize: opts.maxSize ?? 10,
    canJoin: opts.canJoin,
    run: async (key, inputs) => {
      batches.push({ key, inputs });
      await new Promise<void>((r) => gates.push(r));
      if (inputs.includes('boom')) throw new Error('batch failed');
      return inputs.map((i) =>
        i.startsWith('bad')
          ? { status: 'rejected', reason: new Error(i) }
          : { status: 'fulfilled', value: `${key}:${i}` },
      );
    },
  });
  /** Lets the oldest running batch finish, and waits for what follows it to start. */
  const finishOne = async () => {
    gates.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { batcher, batches, finishOne };
}

describe('createBatcher', () => {
  it('runs a quiet key’s first call at once, alone, and the calls made meanwhile together next', async () => {
    const { batcher, batches, finishOne } = gatedBatcher({});
    const first = batcher.submit('t', 'a');
    expect(batches).toEqual([{ key: 't', inputs: ['a'] }]);
    const rest = ['b', 'c', 'd'].map((i) => batcher.submit('t', i));
    expect(batches).toHaveLength(1);
    await finishOne();
    expect(await first).toBe('t:a');
    expect(batches[1]).toEqual({ key: 't', inputs: ['b', 'c', 'd'] });
    await finishOne();
    expect(await Promise.all(rest)).toEqual(['t:b', 't:c', 't:d']);
  });

  it('keeps keys apart: another key runs at once beside a running batch', async () => {
    const { batcher, batches, finishOne } = gatedBatcher({});
    const a = batcher.submit('t1', 'a');
    const b = batcher.submit('t2', 'b');
    expect(batches.map((x) => x.key)).toEqual(['t1', 't2']);
    await finishOne();
    await finishOne();
    expect([await a, await b]).toEqual(['t1:a', 't2:b']);
  });

  it('puts no more than maxSize inputs in a batch, the rest in the next ones, in arrival order', async () => {
    const { batcher, batches, finishOne } = gatedBatcher({ maxSize: 2 });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((i) => batcher.submit('t', i));
    for (let n = 0; n < 4; n++) await finishOne();
    await Promise.all(all);
    expect(batches.map((x) => x.inputs)).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
  });

  it('leaves an input that may not join for the next batch, keeping its place ahead of later ones', async () => {
    const { batcher, batches, finishOne } = gatedBatcher({
      canJoin: (batch, input) => !batch.includes(input),
    });
    const all = ['x', 'u', 'u', 'v', 'u'].map((i) => batcher.submit('t', i));
    for (let n = 0; n < 4; n++) await finishOne();
    await Promise.all(all);
    expect(batches.map((x) => x.inputs)).toEqual([['x'], ['u', 'v'], ['u'], ['u']]);
  });

  it('settles each input with its own outcome, and fails a whole batch when it throws', async () => {
    const { batcher, finishOne } = gatedBatcher({});
    /** What a call ends with: its value, or the message it failed with. */
    const outcome = (p: Promise<string>) =>
      p.then(
        (value) => ({ value }),
        (e: Error) => ({ error: e.message }),
      );
    const first = outcome(batcher.submit('t', 'first'));
    const good = outcome(batcher.submit('t', 'good'));
    const bad = outcome(batcher.submit('t', 'bad one'));
    await finishOne();
    await finishOne();
    expect(await Promise.all([first, good, bad])).toEqual([
      { value: 't:first' },
      { value: 't:good' },
      { error: 'bad one' },
    ]);
    const failed = [outcome(batcher.submit('t', 'boom')), outcome(batcher.submit('t', 'ok'))];
    await finishOne();
    await finishOne();
    expect(await Promise.all(failed)).toEqual([{ error: 'batch failed' }, { value: 't:ok' }]);
    const together = [
      outcome(batcher.submit('t', 'first')),
      outcome(batcher.submit('t', 'boom')),
      outcome(batcher.submit('t', 'ok')),
    ];
    for (let n = 0; n < 2; n++) await finishOne();
    expect(await Promise.all(together)).toEqual([
      { value: 't:first' },
      { error: 'batch failed' },
      { error: 'batch failed' },
    ]);
    // The key is quiet again: the next call runs at once.
    const after = outcome(batcher.submit('t', 'after'));
    await finishOne();
    expect(await after).toEqual({ value: 't:after' });
  });
});

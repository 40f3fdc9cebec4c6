/**
 * Combines concurrent calls into batches, one batch at a time per key (group commit in the application): the
 * first call of a quiet key runs at once, alone; the calls that arrive while a batch runs wait for it and run
 * together as the next one. Under load, a batch costs what one call used to (one transaction, one round trip),
 * and a quiet key adds no delay.
 */
export type Batcher<K, I, O> = { submit(key: K, input: I): Promise<O> };

export function createBatcher<K, I, O>(opts: {
  /** The most inputs in one batch; the rest wait for the next. */
  maxSize: number;
  /**
   * Whether `input` may run in the same batch as `batch` (e.g. one buyer per batch); when not, it waits for the
   * next batch and keeps its place in line.
   */
  canJoin?: (batch: readonly I[], input: I) => boolean;
  /** Runs one batch: one outcome per input, in order. A throw fails every input of the batch. */
  run: (key: K, inputs: I[]) => Promise<PromiseSettledResult<O>[]>;
}): Batcher<K, I, O> {
  type Waiting = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  const queues = new Map<K, Waiting[]>();

  /** The next batch out of `queue`, in arrival order; what cannot join stays in line, in order. */
  function take(queue: Waiting[]): Waiting[] {
    const batch: Waiting[] = [];
    const inputs: I[] = [];
    for (let n = 0; n < queue.length && batch.length < opts.maxSize; ) {
      const w = queue[n]!;
      if (batch.length === 0 || !opts.canJoin || opts.canJoin(inputs, w.input)) {
        batch.push(w);
        inputs.push(w.input);
        queue.splice(n, 1);
      } else n++;
    }
    return batch;
  }

  async function drain(key: K, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = take(queue);
      try {
        const outcomes = await opts.run(
          key,
          batch.map((w) => w.input),
        );
        batch.forEach((w, n) => {
          const outcome = outcomes[n];
          if (outcome?.status === 'fulfilled') w.resolve(outcome.value);
          else w.reject(outcome ? outcome.reason : new Error('batch answered no outcome for this input'));
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queues.delete(key);
  }

  return {
    submit(key, input) {
      return new Promise<O>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) return void queue.push({ input, resolve, reject });
        const fresh = [{ input, resolve, reject }];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
  };
}

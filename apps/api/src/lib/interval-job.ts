/** Where a background job reports; pino's logger fits. */
type JobLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Runs `work` every `intervalMs`, never twice at once in this process; logs what it did and any failure.
 * Jobs are written to be safe with several processes running them (they claim rows with SKIP LOCKED).
 * Answers a function that stops the job.
 */
export function startIntervalJob(opts: {
  name: string;
  intervalMs: number;
  work: () => Promise<number>;
  log: JobLog;
}) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const done = await opts.work();
      if (done > 0) opts.log.info({ job: opts.name, done }, 'background job did work');
    } catch (err) {
      opts.log.error({ err, job: opts.name }, 'background job failed');
    } finally {
      running = false;
    }
  }, opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

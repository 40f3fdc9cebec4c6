import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const log = () => ({ info: vi.fn(), error: vi.fn() });

describe('startIntervalJob', () => {
  it('runs the work every interval until stopped', async () => {
    const work = vi.fn(async () => 0);
    const stop = startIntervalJob({ name: 't', intervalMs: 1000, work, log: log() });
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('never runs twice at once in one process', async () => {
    let release!: () => void;
    const work = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(1))));
    const stop = startIntervalJob({ name: 't', intervalMs: 1000, work, log: log() });
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failure and keeps going', async () => {
    const logger = log();
    const work = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(2);
    const stop = startIntervalJob({ name: 'expiry', intervalMs: 1000, work, log: logger });
    await vi.advanceTimersByTimeAsync(2000);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'expiry' }),
      'background job failed',
    );
    expect(logger.info).toHaveBeenCalledWith({ job: 'expiry', done: 2 }, 'background job did work');
    stop();
  });
});

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ImageUploadLimit } from './image-upload-limit.ts';
import { startIntervalJob } from './interval-job.ts';

/** A background job of the served process: `work` runs every `intervalMs`, never twice at once. */
export type Job = {
  name: string;
  intervalMs: number;
  work: () => Promise<number>;
  /** Run once just before the job starts (a clean-up of what a stopped server left). */
  atStart?: () => void;
};

/** What the routes of every feature share, once the app's own plugins (rate limits, auth) are registered. */
export type RouteShared = { limitImageUploads: ImageUploadLimit };

/**
 * One feature as the app composes it: the services it built from the shared dependencies (some handed on to
 * the features listed after it), the routes it registers and the background jobs it runs.
 */
export type Feature<Services> = {
  services: Services;
  /** Registers the feature's routes under /api. */
  routes?: (api: FastifyInstance, shared: RouteShared) => Promise<void>;
  /** Registers the feature's routes outside /api (browser redirects, health checks). */
  rootRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The feature's background jobs, in start order. */
  jobs?: Job[];
};

/** Starts the jobs in order; answers a function that stops them all. */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const stops = jobs.map((job) => {
    job.atStart?.();
    return startIntervalJob({ name: job.name, intervalMs: job.intervalMs, work: job.work, log });
  });
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}

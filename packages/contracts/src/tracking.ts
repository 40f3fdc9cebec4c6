import { z } from 'zod';

export * from './tracking.constants.ts';

/** A page-view record (the spec's "Tracking record"). */
export const trackingRecordSchema = z.object({
  path: z.string().min(1).max(512),
  method: z.string().min(1).max(16).default('GET'),
  action: z.string().min(1).max(64),
  user_agent: z.string().max(512).default(''),
  metadata: z
    .object({
      screen_resolution: z.string().max(32).optional(),
      referrer: z.string().max(1024).optional(),
      timestamp: z.string().max(64).optional(),
    })
    .catchall(z.union([z.string().max(256), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= 20, { message: 'Trop de champs' })
    .default({}),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

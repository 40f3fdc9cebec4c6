import { z } from 'zod';

export * from './common.constants.ts';

/** A paged list, as Django REST Framework answers it. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

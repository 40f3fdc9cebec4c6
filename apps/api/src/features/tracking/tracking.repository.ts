import type { TrackingRecord } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';

/** Stores one page view. */
export async function insertPageView(db: Db, userId: number | null, record: TrackingRecord) {
  const [row] = await db
    .insert(pageViews)
    .values({
      userId,
      path: record.path,
      method: record.method.toUpperCase(),
      action: record.action,
      userAgent: record.user_agent,
      metadata: record.metadata,
    })
    .returning({ id: pageViews.id });
  return row!.id;
}

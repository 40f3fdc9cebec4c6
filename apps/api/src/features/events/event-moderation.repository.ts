import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { ModerationState } from '../../lib/staff-actions.ts';

/** Hides (with a reason) or shows again an event by serial id; its new state, or undefined when there is none. */
export async function moderateEvent(
  db: Db,
  serialId: string,
  state: ModerationState,
): Promise<ModerationState | undefined> {
  const [row] = await db
    .update(events)
    .set(state)
    .where(eq(events.serialId, serialId))
    .returning({ hiddenAt: events.hiddenAt, hiddenReason: events.hiddenReason });
  return row;
}

/** Events hidden by staff now, most recently hidden first. */
export function listHiddenEvents(db: Db) {
  return db
    .select({
      serialId: events.serialId,
      name: events.name,
      hiddenAt: events.hiddenAt,
      hiddenReason: events.hiddenReason,
    })
    .from(events)
    .where(isNotNull(events.hiddenAt))
    .orderBy(desc(events.hiddenAt), asc(events.id));
}

import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasNotStarted, publicEvent } from '../../db/event-sql.ts';
import { events, invitations, users } from '../../db/schema.ts';

const withDetails = {
  event: { columns: { serialId: true, name: true, date: true, time: true } },
  invitedBy: { columns: { username: true } },
} as const;

/** Invitations addressed to an e-mail (any case), newest first; cancelled ones are gone for the recipient. */
export function listReceived(db: Db, email: string) {
  return db.query.invitations.findMany({
    where: and(
      sql`lower(${invitations.recipientEmail}) = lower(${email})`,
      ne(invitations.status, 'cancelled'),
    ),
    orderBy: [desc(invitations.createdAt), desc(invitations.id)],
    with: withDetails,
  });
}

/** Invitations a user sent, newest first; cancelled ones disappear from the list. */
export function listSent(db: Db, userId: number) {
  return db.query.invitations.findMany({
    where: and(eq(invitations.invitedById, userId), ne(invitations.status, 'cancelled')),
    orderBy: [desc(invitations.createdAt), desc(invitations.id)],
    with: withDetails,
  });
}

/** One invitation by numeric id or public id. */
export function findInvitation(db: Db, ref: string) {
  const where = /^\d{1,9}$/.test(ref) ? eq(invitations.id, Number(ref)) : eq(invitations.serialId, ref);
  return db.query.invitations.findFirst({ where, with: withDetails });
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  return row!.id;
}

/** Moves a pending invitation to `status`; false when it was no longer pending. */
export async function settleInvitation(
  db: Db,
  id: number,
  status: 'confirmed' | 'declined' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status, respondedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** One public event (see publicEvent) by public id, with whether it has started at `now` (in its own time zone). */
export async function findEventBySerial(db: Db, serialId: string, now: Date) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      date: events.date,
      time: events.time,
      serialId: events.serialId,
      hasStarted: sql<boolean>`not (${hasNotStarted(now)})`,
    })
    .from(events)
    .where(and(eq(events.serialId, serialId), publicEvent));
  return row;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Whether an account holds this e-mail (any case). */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

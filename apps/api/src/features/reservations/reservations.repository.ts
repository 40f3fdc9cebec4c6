import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isRegistrationOpen, publicEvent, registrationClosesAt } from '../../db/event-sql.ts';
import {
  artistSubscriptions,
  eTickets,
  eventArtists,
  events,
  type ReservationStatus,
  refunds,
  reservationItems,
  reservationShares,
  reservations,
  ticketTypes,
  users,
} from '../../db/schema.ts';

/** Ticket types with what a reservation must check about their event; a draft's or hidden event's are not found. */
export function findTicketTypesForSale(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      price: ticketTypes.price,
      isAuction: ticketTypes.isAuction,
      isAvailable: ticketTypes.isAvailable,
      eventId: ticketTypes.eventId,
      eventSerialId: events.serialId,
      registrationOpen: isRegistrationOpen(now),
      registrationClosesAt,
      eventCancelled: sql<boolean>`${events.status} = 'cancelled'`,
      maxPerOrder: ticketTypes.maxPerOrder,
      salesStart: ticketTypes.salesStart,
      salesEnd: ticketTypes.salesEnd,
      presaleStart: ticketTypes.presaleStart,
      // What a new reservation's answer shows, so it needs no reading again after its commit.
      description: ticketTypes.description,
      event: {
        serialId: events.serialId,
        name: events.name,
        date: events.date,
        time: events.time,
        image: events.image,
        location: events.location,
        status: events.status,
      },
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(inArray(ticketTypes.id, ids), publicEvent));
}

/**
 * Takes `quantity` tickets of a type if, and only if, that many remain: one conditional update, so
 * concurrent reservations can never take more than the stock. False when there are not enough.
 */
export async function takeTickets(db: Db, ticketTypeId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(ticketTypes)
    .set({ quantityAvailable: sql`${ticketTypes.quantityAvailable} - ${quantity}` })
    .where(and(eq(ticketTypes.id, ticketTypeId), gte(ticketTypes.quantityAvailable, quantity)))
    .returning({ id: ticketTypes.id });
  return rows.length === 1;
}

/** Puts tickets back into stock. */
export async function giveBackTickets(db: Db, ticketTypeId: number, quantity: number) {
  await db
    .update(ticketTypes)
    .set({ quantityAvailable: sql`${ticketTypes.quantityAvailable} + ${quantity}` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/** Puts back every ticket held by the given reservations. */
export async function giveBackReservations(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    update ${ticketTypes} tt
       set quantity_available = tt.quantity_available + held.quantity
      from (select ${reservationItems.ticketTypeId} as ticket_type_id, sum(${reservationItems.quantity})::int as quantity
              from ${reservationItems}
             where ${inArray(reservationItems.reservationId, reservationIds)}
             group by ${reservationItems.ticketTypeId}) held
     where tt.id = held.ticket_type_id`);
}

/** Tickets left of a type (after a refused take, to say how many remain). */
export async function availableTickets(db: Db, ticketTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: ticketTypes.quantityAvailable })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  return row?.n ?? 0;
}

export async function insertReservation(db: Db, values: typeof reservations.$inferInsert) {
  const [row] = await db.insert(reservations).values(values).returning();
  return row!;
}

export async function insertItems(db: Db, values: (typeof reservationItems.$inferInsert)[]) {
  await db.insert(reservationItems).values(values);
}

type NewItem = { ticketTypeId: number; quantity: number; unitPrice: number };

/**
 * Writes a reservation and its items in ONE statement, taking their stock first when `takeStock`
 * (`quantity_available >= n`, as `takeTickets`); the reservation is written only if every item's stock was
 * taken. The ticket-type rows are locked by this statement, so a transaction that ends with it holds them for
 * its COMMIT's round trip only (issue 19: one hot ticket type serves one buyer per commit). Several types are
 * locked in id order first, as the service's `take` does, so two multi-item reservations never deadlock.
 * Inserting the items takes FOR KEY SHARE on their ticket types, which another transaction's stock update does
 * not wait for (nor the other way round). Answers each item, in ticket-type order: taken or not, its new id.
 */
export async function insertReservationWithItems(
  db: Db,
  values: Omit<typeof reservations.$inferSelect, 'id'>,
  items: NewItem[],
  opts: { takeStock: boolean },
) {
  const wanted = sql.join(
    items.map((i, n) => sql`(${i.ticketTypeId}::int, ${i.quantity}::int, ${i.unitPrice}::int, ${n}::int)`),
    sql`, `,
  );
  const lockInOrder = opts.takeStock && items.length > 1;
  const taken = opts.takeStock
    ? sql`update ${ticketTypes} tt
             set quantity_available = tt.quantity_available - w.quantity
            from wanted w
           where tt.id = w.ticket_type_id and tt.quantity_available >= w.quantity
                 ${lockInOrder ? sql`and tt.id in (select id from locked)` : sql``}
          returning tt.id`
    : sql`select ticket_type_id as id from wanted`;
  const result = (await db.execute(sql`
    with wanted (ticket_type_id, quantity, unit_price, position) as (values ${wanted}),
    ${lockInOrder ? sql`locked as materialized (select id from ${ticketTypes} where id in (select ticket_type_id from wanted) order by id for no key update),` : sql``}
    taken as (${taken}),
    r as (
      insert into ${reservations}
             (serial_id, user_id, event_id, status, total_price, expires_at, created_at, updated_at,
              sold_at_door_by, buyer_name)
      select ${values.serialId}::text, ${values.userId}::int, ${values.eventId}::int, ${values.status}::text,
             ${values.totalPrice}::int, ${values.expiresAt?.toISOString() ?? null}::timestamptz,
             ${values.createdAt.toISOString()}::timestamptz, ${values.updatedAt.toISOString()}::timestamptz,
             ${values.soldAtDoorBy}::int, ${values.buyerName}::text
       where (select count(*) from taken) = ${items.length}
      returning id, user_id),
    i as (
      insert into ${reservationItems} (reservation_id, ticket_type_id, quantity, unit_price)
      select r.id, w.ticket_type_id, w.quantity, w.unit_price from r cross join wanted w order by w.position
      returning id, ticket_type_id)
    select w.ticket_type_id, t.id is not null as is_taken, r.id as reservation_id, i.id as item_id, u.username
      from wanted w
      left join taken t on t.id = w.ticket_type_id
      left join r on true
      left join i on i.ticket_type_id = w.ticket_type_id
      left join ${users} u on u.id = r.user_id
     order by w.ticket_type_id`)) as unknown as {
    rows: {
      ticket_type_id: number;
      is_taken: boolean;
      reservation_id: number | null;
      item_id: number | null;
      username: string | null;
    }[];
  };
  const rows = result.rows;
  const first = rows[0];
  return {
    /** The new reservation's id and its owner's name; undefined when some stock could not be taken. */
    reservation:
      first?.reservation_id == null ? undefined : { id: first.reservation_id, username: first.username! },
    items: rows.map((r) => ({ ticketTypeId: r.ticket_type_id, isTaken: r.is_taken, id: r.item_id })),
  };
}

/** Which of these users subscribe to at least one artist confirmed on the event's line-up (the pre-sale). */
export async function lineupFollowers(db: Db, userIds: number[], eventId: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: artistSubscriptions.userId })
    .from(artistSubscriptions)
    .innerJoin(eventArtists, eq(eventArtists.artistId, artistSubscriptions.artistId))
    .where(
      and(
        inArray(artistSubscriptions.userId, userIds),
        eq(eventArtists.eventId, eventId),
        eq(eventArtists.status, 'confirmed'),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Locks a ticket type's stock row until the transaction ends, and answers how many tickets are left. */
export async function lockStock(db: Db, ticketTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: ticketTypes.quantityAvailable })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId))
    .for('no key update');
  return row?.n ?? 0;
}

/**
 * Writes several pending reservations of one ticket type, one item each, and takes their stock, in ONE
 * statement (the hot sale, issue 19). The caller holds the stock row's lock (`lockStock`) and checked there are
 * enough tickets. Answers, by serial id, each reservation's id, its item's id and its owner's name.
 */
export async function insertReservationsOfType(
  db: Db,
  type: { id: number; price: number },
  rows: (Omit<typeof reservations.$inferSelect, 'id'> & { quantity: number })[],
) {
  const written = new Map<string, { id: number; itemId: number; username: string }>();
  if (rows.length === 0) return written;
  const taken = rows.reduce((sum, r) => sum + r.quantity, 0);
  // One parameter for every row: a batch's statement costs the same to build whatever its size.
  const values = JSON.stringify(rows.map((r) => ({ ...r, expiresAt: r.expiresAt?.toISOString() ?? null })));
  const result = (await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${values}::jsonb)
        as x("serialId" text, "userId" int, "eventId" int, status text, "totalPrice" int,
             "expiresAt" timestamptz, "createdAt" timestamptz, "updatedAt" timestamptz, quantity int)),
    taken as (
      update ${ticketTypes} set quantity_available = quantity_available - ${taken}::int
       where id = ${type.id} returning id),
    r as (
      insert into ${reservations}
             (serial_id, user_id, event_id, status, total_price, expires_at, created_at, updated_at)
      select "serialId", "userId", "eventId", status, "totalPrice", "expiresAt", "createdAt", "updatedAt"
        from v where exists (select from taken)
      returning id, serial_id, user_id),
    i as (
      insert into ${reservationItems} (reservation_id, ticket_type_id, quantity, unit_price)
      select r.id, ${type.id}::int, v.quantity, ${type.price}::int from r join v on v."serialId" = r.serial_id
      returning id, reservation_id)
    select r.serial_id, r.id, i.id as item_id, u.username
      from r join i on i.reservation_id = r.id join ${users} u on u.id = r.user_id`)) as unknown as {
    rows: { serial_id: string; id: number; item_id: number; username: string }[];
  };
  for (const w of result.rows)
    written.set(w.serial_id, { id: w.id, itemId: w.item_id, username: w.username });
  return written;
}

/** Whom a reservation shows to: its owner, and the users it is shared with. */
const visibleTo = (userId: number): SQL =>
  or(
    eq(reservations.userId, userId),
    // Plain names: the relational query builder would rewrite column references to its own alias.
    inArray(
      reservations.id,
      sql`(select rs.reservation_id from reservation_shares rs where rs.user_id = ${userId})`,
    ),
  )!;

const HIDDEN: ReservationStatus[] = ['cancelled', 'expired'];

const withDetails = {
  event: {
    columns: {
      serialId: true,
      name: true,
      date: true,
      time: true,
      image: true,
      location: true,
      status: true,
    },
  },
  user: { columns: { id: true, username: true } },
  items: {
    orderBy: asc(reservationItems.id),
    with: {
      ticketType: { columns: { name: true, description: true } },
      assignedUser: { columns: { id: true, username: true } },
    },
  },
  shares: {
    orderBy: asc(reservationShares.createdAt),
    with: { user: { columns: { id: true, username: true } } },
  },
} as const;

/**
 * The reservations a user owns or was given, newest first; cancelled and expired ones are left out, and so are
 * the tickets they sold for cash at the gate (owned by the seller, held by the buyer).
 */
export function listVisibleReservations(db: Db, userId: number) {
  return db.query.reservations.findMany({
    where: and(visibleTo(userId), notInArray(reservations.status, HIDDEN), isNull(reservations.soldAtDoorBy)),
    orderBy: [desc(reservations.createdAt), desc(reservations.id)],
    with: withDetails,
  });
}

/** One reservation the user may see, by public id. */
export function findVisibleReservation(db: Db, userId: number, serialId: string) {
  return db.query.reservations.findFirst({
    where: and(eq(reservations.serialId, serialId), visibleTo(userId)),
    with: withDetails,
  });
}

export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findVisibleReservation>>>;

/** The latest refund of each of these reservations (amount, state and where it was sent), by reservation id. */
export async function refundsOf(db: Db, reservationIds: number[]) {
  const found = new Map<
    number,
    { status: 'sent' | 'manual' | 'failed'; amount: number; msisdn: string | null }
  >();
  if (reservationIds.length === 0) return found;
  const rows = await db
    .select({
      reservationId: refunds.reservationId,
      status: refunds.status,
      amount: refunds.amount,
      msisdn: refunds.msisdn,
    })
    .from(refunds)
    .where(inArray(refunds.reservationId, reservationIds))
    .orderBy(asc(refunds.id));
  for (const r of rows) found.set(r.reservationId, r);
  return found;
}

/**
 * Whether a ticket of the reservation was already admitted at the door. Its tickets stay locked until the
 * transaction ends, so none is admitted between this answer and their withdrawal.
 */
export async function hasUsedTickets(db: Db, reservationId: number): Promise<boolean> {
  const rows = await db
    .select({ checkedInAt: eTickets.checkedInAt })
    .from(eTickets)
    .where(eq(eTickets.reservationId, reservationId))
    .for('update');
  return rows.some((r) => r.checkedInAt !== null);
}

/** Withdraws the e-tickets of a reservation given back by its holder: none of them admits anyone any more. */
export async function deleteTicketsOf(db: Db, reservationId: number) {
  await db.delete(eTickets).where(eq(eTickets.reservationId, reservationId));
}

/** Locks a reservation row for a change by its owner. */
export async function lockReservation(db: Db, serialId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.serialId, serialId)).for('update');
  return row;
}

/** Moves a reservation from one of `from` to `to`; the row when it moved, undefined when it was not in `from`. */
export async function transitionReservation(
  db: Db,
  id: number,
  from: ReservationStatus[],
  to: ReservationStatus,
  now: Date,
) {
  const [row] = await db
    .update(reservations)
    .set({ status: to, updatedAt: now })
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)))
    .returning();
  return row;
}

/**
 * Marks up to `limit` unpaid reservations whose hold ran out as expired: pending ones, and those to pay in
 * cash once their cash hold has run out (a cash reservation without `expires_at` never expires). `SKIP
 * LOCKED` lets several processes run this at once: each takes different rows, and the status condition
 * makes it once.
 */
export async function expireDueReservations(
  db: Db,
  now: Date,
  limit: number,
  onlyIds?: number[],
): Promise<number[]> {
  if (onlyIds?.length === 0) return [];
  // Both drivers answer `{ rows }` for a raw statement. `expires_at <= …` is never true for a null.
  const result = (await db.execute(sql`
    with due as (
      select id from ${reservations}
       where status in ('pending', 'cash_pending') and expires_at <= ${now.toISOString()}::timestamptz
         ${onlyIds ? sql`and ${inArray(reservations.id, onlyIds)}` : sql``}
       order by expires_at
       limit ${limit}
       for update skip locked)
    update ${reservations} r
       set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      from due
     where r.id = due.id and r.status in ('pending', 'cash_pending')
    returning r.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Cancels the event's `pending` and `cash_pending` reservations; answers them with their owner. */
export function cancelHoldsOfEvent(db: Db, eventId: number, now: Date) {
  return db
    .update(reservations)
    .set({ status: 'cancelled', expiresAt: null, updatedAt: now })
    .where(and(eq(reservations.eventId, eventId), inArray(reservations.status, ['pending', 'cash_pending'])))
    .returning({ id: reservations.id, userId: reservations.userId, serialId: reservations.serialId });
}

/** Statuses in which a reservation holds tickets that are not paid for yet. */
export const UNPAID: ReservationStatus[] = ['pending', 'cash_pending', 'awaiting_confirmation'];

/** Tickets a user holds unpaid for an event, leaving out one reservation when given (the one being changed). */
export async function unpaidTicketsHeld(
  db: Db,
  userId: number,
  eventId: number,
  exceptReservationId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservationItems.quantity}), 0)::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.eventId, eventId),
        inArray(reservations.status, UNPAID),
        exceptReservationId === undefined ? undefined : ne(reservations.id, exceptReservationId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** `unpaidTicketsHeld` for several users at once, by user (users holding none are absent). */
export async function unpaidTicketsHeldByUsers(db: Db, userIds: number[], eventId: number) {
  const held = new Map<number, number>();
  if (userIds.length === 0) return held;
  const rows = await db
    .select({ userId: reservations.userId, n: sql<number>`sum(${reservationItems.quantity})::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(
        inArray(reservations.userId, userIds),
        eq(reservations.eventId, eventId),
        inArray(reservations.status, UNPAID),
      ),
    )
    .groupBy(reservations.userId);
  for (const r of rows) held.set(r.userId, Number(r.n));
  return held;
}

export function itemsOf(db: Db, reservationId: number) {
  return db.select().from(reservationItems).where(eq(reservationItems.reservationId, reservationId));
}

export async function setItemQuantity(db: Db, itemId: number, quantity: number) {
  await db.update(reservationItems).set({ quantity }).where(eq(reservationItems.id, itemId));
}

export async function deleteItem(db: Db, itemId: number) {
  await db.delete(reservationItems).where(eq(reservationItems.id, itemId));
}

export async function setTotal(db: Db, id: number, totalPrice: number, now: Date) {
  await db.update(reservations).set({ totalPrice, updatedAt: now }).where(eq(reservations.id, id));
}

/** Existing, active users among the given ids. */
export function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
}

export async function addShares(db: Db, reservationId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(reservationShares)
    .values(userIds.map((userId) => ({ reservationId, userId })))
    .onConflictDoNothing();
}

export async function removeShare(db: Db, reservationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(reservationShares)
    .where(and(eq(reservationShares.reservationId, reservationId), eq(reservationShares.userId, userId)))
    .returning({ userId: reservationShares.userId });
  return rows.length > 0;
}

/** Takes back the items of a reservation assigned to a user (when it is no longer shared with them). */
export async function clearAssignments(db: Db, reservationId: number, userId: number) {
  await db
    .update(reservationItems)
    .set({ assignedUserId: null })
    .where(
      and(eq(reservationItems.reservationId, reservationId), eq(reservationItems.assignedUserId, userId)),
    );
}

export function sharedUsers(db: Db, reservationId: number) {
  return db
    .select({ id: users.id, username: users.username })
    .from(reservationShares)
    .innerJoin(users, eq(users.id, reservationShares.userId))
    .where(eq(reservationShares.reservationId, reservationId))
    .orderBy(asc(users.username));
}

/** Users whose name contains `search`, other than the owner and those already shared with. */
export function searchShareableUsers(
  db: Db,
  opts: { reservationId: number; ownerId: number; search: string; limit: number },
) {
  const pattern = `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        ilike(users.username, pattern),
        eq(users.isActive, true),
        sql`${users.id} <> ${opts.ownerId}`,
        sql`${users.id} not in (select ${reservationShares.userId} from ${reservationShares} where ${reservationShares.reservationId} = ${opts.reservationId})`,
      ),
    )
    .orderBy(asc(sql`length(${users.username})`), asc(users.username))
    .limit(opts.limit);
}

/** An item with its reservation, for assignment. */
export async function findItemWithReservation(db: Db, itemId: number) {
  const [row] = await db
    .select({ item: reservationItems, reservation: reservations })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(eq(reservationItems.id, itemId));
  return row;
}

export async function assignItem(db: Db, itemId: number, userId: number) {
  await db.update(reservationItems).set({ assignedUserId: userId }).where(eq(reservationItems.id, itemId));
}

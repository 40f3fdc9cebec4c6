import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationItems, reservations, ticketTypes, users } from '../../db/schema.ts';

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
 * its COMMIT's round trip only (one hot ticket type serves one buyer per commit). Several types are
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

/**
 * Writes several pending reservations of one ticket type, one item each, and takes their stock, in ONE
 * statement (the hot sale). The caller holds the stock row's lock (`lockStock`) and checked there are
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

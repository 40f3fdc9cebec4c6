import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { categories, events, ticketTypes, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

const uid = () => randomBytes(5).toString('hex');

type UserInput = Partial<typeof users.$inferInsert>;
type CategoryInput = Partial<typeof categories.$inferInsert>;
type EventInput = Partial<typeof events.$inferInsert>;
type TicketTypeInput = Partial<typeof ticketTypes.$inferInsert>;

/** Inserts a user with unique username and e-mail unless given. */
export async function createUser(db: Db, input: UserInput = {}) {
  const name = input.username ?? `user_${uid()}`;
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, ...input })
    .returning();
  return row!;
}

/** Inserts a user who can sign in with `password` (default `Secret123!`). */
export async function createUserWithPassword(db: Db, input: UserInput & { password?: string } = {}) {
  const { password = 'Secret123!', ...rest } = input;
  const user = await createUser(db, { ...rest, passwordHash: await hashPassword(password) });
  return { ...user, password };
}

/** Inserts a category. */
export async function createCategory(db: Db, input: CategoryInput = {}) {
  const [row] = await db
    .insert(categories)
    .values({ serialId: `cat${uid()}`, name: `Catégorie ${uid()}`, ...input })
    .returning();
  return row!;
}

/** Inserts an event, creating its organiser and category when not given. Defaults to 10 days ahead. */
export async function createEvent(db: Db, input: EventInput = {}) {
  const organizerId = input.organizerId ?? (await createUser(db)).id;
  const categoryId = input.categoryId ?? (await createCategory(db)).id;
  const inTenDays = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(events)
    .values({
      serialId: `ev${uid()}`,
      name: `Concert ${uid()}`,
      date: inTenDays,
      time: '20:00:00',
      location: 'Brazzaville',
      ...input,
      organizerId,
      categoryId,
    })
    .returning();
  return row!;
}

/** Inserts a ticket type, creating its event when not given. */
export async function createTicketType(db: Db, input: TicketTypeInput = {}) {
  const eventId = input.eventId ?? (await createEvent(db)).id;
  const quantity = input.quantityTotal ?? input.quantityAvailable ?? 100;
  const [row] = await db
    .insert(ticketTypes)
    .values({
      name: 'Standard',
      price: 5000,
      quantityTotal: quantity,
      quantityAvailable: input.quantityAvailable ?? quantity,
      ...input,
      eventId,
    })
    .returning();
  return row!;
}

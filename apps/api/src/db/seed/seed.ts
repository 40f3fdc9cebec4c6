import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auctions, categories, events, ticketTypes, users } from '../schema.ts';
import { drawCover } from './covers.ts';
import { type DemoAccount, seedDemoAccounts } from './demo-accounts.ts';
import { DEMO_CATEGORIES, DEMO_EVENTS, DEMO_ORGANIZER_USERNAME } from './demo-events.ts';
import { DEMO_ARTISTS } from './demo-music.ts';
import { seedMusic } from './music-seed.ts';

/** A stable public id for a demo row, in the same alphabet as generated ids. */
export function demoSerialId(key: string): string {
  return createHash('sha256').update(`sanza-demo:${key}`).digest('hex').slice(0, 12);
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Fills an empty database with demo content: an organiser, categories, a dozen events with covers
 * and ticket types, the music catalogue (see music-seed.ts) and the demo studio accounts (see
 * demo-accounts.ts), whose new passwords it answers for the first-start log. Idempotent: rows are keyed by
 * stable serial ids and existing ones are left alone.
 */
export async function seedDemo(
  db: Db,
  opts: { mediaDir: string; now?: Date; audio?: Promise<number[]> },
): Promise<DemoAccount[]> {
  const now = opts.now ?? new Date();
  const coverDir = join(opts.mediaDir, 'events');
  mkdirSync(coverDir, { recursive: true });

  const organizerId = await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        username: DEMO_ORGANIZER_USERNAME,
        email: 'evenements@sanza.example',
        emailVerified: true,
        firstName: 'Sanza',
        lastName: 'Live',
      })
      .onConflictDoNothing();
    const [organizer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${DEMO_ORGANIZER_USERNAME}`);

    await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c) => ({
          serialId: demoSerialId(c.key),
          name: c.name,
          description: c.description,
        })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({ id: categories.id, serialId: categories.serialId })
      .from(categories)
      .where(
        inArray(
          categories.serialId,
          DEMO_CATEGORIES.map((c) => demoSerialId(c.key)),
        ),
      );
    const categoryId = new Map(categoryRows.map((c) => [c.serialId, c.id]));

    for (const [index, e] of DEMO_EVENTS.entries()) {
      const serialId = demoSerialId(e.key);
      const image = e.withImage ? `events/${serialId}.svg` : null;
      if (image && !existsSync(join(opts.mediaDir, image))) {
        const cover = drawCover({ title: e.name, subtitle: e.city, seed: index + 1 });
        writeFileSync(join(opts.mediaDir, image), cover);
      }
      const date = new Date(now.getTime() + e.inDays * DAY_MS).toISOString().slice(0, 10);
      const [created] = await tx
        .insert(events)
        .values({
          serialId,
          name: e.name,
          description: e.description,
          organizerId: organizer!.id,
          categoryId: categoryId.get(demoSerialId(e.category))!,
          date,
          time: e.time,
          location: e.venue,
          image,
          priority: e.priority,
          view: Math.max(0, 40 + e.priority * 3 - index * 7),
        })
        .onConflictDoNothing()
        .returning({ id: events.id });
      if (!created) continue;
      const types = await tx
        .insert(ticketTypes)
        .values(
          e.tickets.map((t) => ({
            eventId: created.id,
            name: t.name,
            typeBillet: t.type,
            price: t.price,
            quantityTotal: t.quantity,
            quantityAvailable: t.soldOut ? 0 : t.quantity,
            isAuction: t.type === 'enchere',
            description: t.description,
          })),
        )
        .returning({ id: ticketTypes.id, isAuction: ticketTypes.isAuction, price: ticketTypes.price });
      // Auction tickets get a running auction: most end over the next days, one within the hour.
      const endsIn = e.auctionEndsInHours ?? 48;
      const auctionTypes = types.filter((t) => t.isAuction);
      if (auctionTypes.length > 0) {
        await tx
          .insert(auctions)
          .values(
            auctionTypes.map((t) => ({
              ticketTypeId: t.id,
              startPrice: t.price,
              currentPrice: t.price,
              startTime: new Date(now.getTime() - 3600_000),
              endTime: new Date(now.getTime() + endsIn * 3600_000),
            })),
          )
          .onConflictDoNothing();
      }
    }
    return organizer!.id;
  });
  await seedMusic(db, {
    mediaDir: opts.mediaDir,
    now,
    ownerId: organizerId,
    ref: demoSerialId,
    audio: opts.audio,
  });
  return seedDemoAccounts(db, demoSerialId(`artist:${DEMO_ARTISTS[0]!.key}`));
}

/** Whether the demo organiser exists (used by tests to check the seed ran). */
export async function hasDemoContent(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.serialId, demoSerialId('fespam')));
  return rows.length > 0;
}

import {
  studioEventMessages as msg,
  type StudioEvent,
  type StudioEventCreate,
  type StudioEventPatch,
} from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { type Clock, localDateTime } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MediaUrls } from '../../lib/media.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import type { DoorService } from '../door/door.service.ts';
import type { MoneyService } from '../money/money.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { cancellationMails } from './event-cancellation.service.ts';
import { storeEventCover } from './event-cover.ts';
import { createEventSalesReport } from './event-sales-report.ts';
import { existingArtistIds, setLineup } from './lineups.repository.ts';
import { createStudioEventPresenter } from './studio-event-presenter.ts';
import { at, categorySlug, checkTicket, iso, isTimeZone, Problems } from './studio-event-rules.ts';
import * as repo from './studio-events.repository.ts';
import { addTicketType, type TicketInput } from './studio-ticket-types.ts';

export type StudioEventsService = ReturnType<typeof createStudioEventsService>;

/** The organizer's studio: events created as drafts, edited, published, cancelled, and their sales. */
export function createStudioEventsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mediaDir: string;
  mailer: Mailer;
  reservations: ReservationsService;
  timeZone: string;
  publicBase: string;
  /** After a cancellation: the confirmed payments are refunded, or listed to refund by hand. */
  refundEvent?: (eventId: number) => Promise<number>;
  /** The door's figures on the sales page: valid tickets, second admissions, cash at the gate. */
  door: Pick<DoorService, 'salesFigures'>;
  /** The event's money on the sales page, from the ledger. */
  money: Pick<MoneyService, 'eventMoney'>;
  /** In-app notices (an event's cancellation tells each holder). */
  notifications?: NotificationsService;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, clock, media } = deps;
  const { present, one } = createStudioEventPresenter({ db, media });

  /** The event if `actor` may act on it (its organizer, or staff); 404 otherwise, so others learn nothing. */
  async function owned(tx: Db, actor: StudioActor, serialId: string, lock = false) {
    const row = await repo.findEventOwner(tx, serialId, lock);
    if (!row || (!actor.isStaff && row.organizerId !== actor.userId)) throw AppError.notFound(msg.notFound);
    return row;
  }

  async function categoryId(tx: Db, slug: string): Promise<number | null> {
    const wanted = slug.trim().toLowerCase();
    const all = await repo.listCategories(tx);
    return all.find((c) => c.serialId === slug || categorySlug(c.name) === wanted)?.id ?? null;
  }

  return {
    ...createEventSalesReport({ db, door: deps.door, money: deps.money, owned }),
    /** Creates a draft; answers it whole (201). */
    async create(actor: StudioActor, input: StudioEventCreate): Promise<StudioEvent> {
      if (input.priority !== undefined && !actor.isStaff) throw AppError.forbidden(msg.priorityStaffOnly);
      const now = clock.now();
      const problems = new Problems();
      const category = await categoryId(db, input.category);
      if (category === null) problems.add('category', msg.categoryUnknown);
      const timeZone = input.time_zone ?? deps.timeZone;
      if (!isTimeZone(timeZone)) problems.add('time_zone', msg.timeZoneUnknown);
      const startsAt = new Date(input.starts_at);
      const endsAt = at(input.ends_at);
      if (startsAt <= now) problems.add('starts_at', msg.startsInPast);
      if (endsAt && endsAt <= startsAt) problems.add('ends_at', msg.endsBeforeStart);
      for (const t of input.ticket_types) checkTicket(problems, t, { startsAt, endsAt });
      problems.throwIfAny();
      const local = localDateTime(startsAt, timeZone);
      const id = await db.transaction(async (t) => {
        const tx: Db = t;
        const event = await repo.insertEvent(tx, {
          serialId: publicId(),
          name: input.name,
          description: input.description,
          organizerId: actor.userId,
          categoryId: category!,
          date: local.date,
          time: local.time,
          timeZone,
          venue: input.venue,
          city: input.city,
          location: `${input.venue}, ${input.city}`,
          endsAt,
          priority: input.priority ?? 0,
          status: 'draft',
        });
        for (const type of input.ticket_types) await addTicketType(tx, event.id, type, now);
        return event.id;
      });
      return one(id);
    },

    /** My events (staff: every event unless `mine`), newest first. */
    async list(actor: StudioActor, mine: boolean): Promise<StudioEvent[]> {
      const all = actor.isStaff && !mine;
      return present(await repo.findStudioEvents(db, all ? undefined : eq(events.organizerId, actor.userId)));
    },

    async get(actor: StudioActor, serialId: string): Promise<StudioEvent> {
      const row = await owned(db, actor, serialId);
      return one(row.id);
    },

    /** Changes fields and ticket types; stock never below what is sold or held; prices never touch reservations. */
    async update(actor: StudioActor, serialId: string, input: StudioEventPatch): Promise<StudioEvent> {
      if (input.priority !== undefined && !actor.isStaff) throw AppError.forbidden(msg.priorityStaffOnly);
      const now = clock.now();
      const id = await db.transaction(async (t) => {
        const tx: Db = t;
        const event = await owned(tx, actor, serialId, true);
        if (event.status === 'cancelled') throw AppError.conflict(msg.cancelled);
        const problems = new Problems();
        const values: Partial<typeof events.$inferInsert> = {};
        if (input.category !== undefined) {
          const category = await categoryId(tx, input.category);
          if (category === null) problems.add('category', msg.categoryUnknown);
          else values.categoryId = category;
        }
        const timeZone = input.time_zone ?? event.timeZone;
        if (!isTimeZone(timeZone)) problems.add('time_zone', msg.timeZoneUnknown);
        const startsAt = input.starts_at ? new Date(input.starts_at) : event.startsAt;
        const endsAt = input.ends_at !== undefined ? at(input.ends_at) : event.endsAt;
        if (input.starts_at && startsAt <= now) problems.add('starts_at', msg.startsInPast);
        if (endsAt && endsAt <= startsAt) problems.add('ends_at', msg.endsBeforeStart);
        const existing = new Map(
          (await repo.findStudioTicketTypes(tx, [event.id])).map((ticket) => [ticket.id, ticket]),
        );
        const patched = new Map<number, Extract<(typeof input.ticket_types & {})[number], { id: number }>>();
        for (const type of input.ticket_types ?? []) {
          if ('id' in type && type.id !== undefined) {
            if (!existing.has(type.id)) problems.add('ticket_types', msg.ticketTypeUnknown);
            else if (type.auction !== undefined) problems.add('ticket_types', msg.auctionNotEditable);
            else patched.set(type.id, type);
          } else checkTicket(problems, type as TicketInput, { startsAt, endsAt });
        }
        // Every existing type against the event's new times too: moving the start may leave a sale or an auction after it.
        for (const current of existing.values()) {
          const type = patched.get(current.id);
          checkTicket(
            problems,
            {
              sales_start: type?.sales_start !== undefined ? type.sales_start : iso(current.salesStart),
              sales_end: type?.sales_end !== undefined ? type.sales_end : iso(current.salesEnd),
              presale_start:
                type?.presale_start !== undefined ? type.presale_start : iso(current.presaleStart),
              auction: current.auctionEndTime ? { ends_at: current.auctionEndTime.toISOString() } : undefined,
            },
            { startsAt, endsAt },
          );
        }
        if (input.artists) {
          const known = await existingArtistIds(tx, input.artists);
          if (input.artists.some((a) => !known.has(a))) problems.add('artists', msg.artistUnknown);
        }
        problems.throwIfAny();
        // The line-up, whole; artists asked for the first time see the request in their studio.
        if (input.artists) await setLineup(tx, event.id, [...new Set(input.artists)], now);

        for (const key of ['name', 'description', 'venue', 'city', 'priority'] as const) {
          if (input[key] !== undefined) Object.assign(values, { [key]: input[key] });
        }
        if (input.venue !== undefined || input.city !== undefined) {
          const [current] = await repo.findStudioEvents(tx, eq(events.id, event.id));
          values.location = `${input.venue ?? current!.venue}, ${input.city ?? current!.city}`;
        }
        if (input.starts_at || input.time_zone)
          Object.assign(values, localDateTime(startsAt, timeZone), { timeZone });
        if (input.ends_at !== undefined) values.endsAt = endsAt;
        await repo.updateEvent(tx, event.id, values);

        for (const type of input.ticket_types ?? []) {
          if (!('id' in type) || type.id === undefined) {
            await addTicketType(tx, event.id, type as TicketInput, now);
            continue;
          }
          const current = existing.get(type.id)!;
          if (type.quantity !== undefined && !(await repo.setStock(tx, type.id, type.quantity))) {
            throw AppError.fields({
              ticket_types: [msg.stockBelowTaken(current.name, await repo.takenOf(tx, type.id))],
            });
          }
          await repo.updateTicketType(tx, type.id, {
            ...(type.name !== undefined && { name: type.name }),
            ...(type.description !== undefined && { description: type.description }),
            ...(type.price !== undefined && { price: type.price }),
            ...(type.max_per_order !== undefined && { maxPerOrder: type.max_per_order }),
            ...(type.sales_start !== undefined && { salesStart: at(type.sales_start) }),
            ...(type.sales_end !== undefined && { salesEnd: at(type.sales_end) }),
            ...(type.presale_start !== undefined && { presaleStart: at(type.presale_start) }),
          });
        }
        return event.id;
      });
      return one(id);
    },

    /** Draft → published: public from now on. */
    async publish(actor: StudioActor, serialId: string): Promise<StudioEvent> {
      const id = await db.transaction(async (t) => {
        const tx: Db = t;
        const event = await owned(tx, actor, serialId, true);
        if (event.status !== 'draft') throw AppError.conflict(msg.notDraft);
        // A draft left while its date went by would go on sale for a past event.
        if (event.startsAt <= clock.now()) throw AppError.conflict(msg.publishStarted);
        await repo.updateEvent(tx, event.id, { status: 'published', publishedAt: clock.now() });
        return event.id;
      });
      return one(id);
    },

    /** Published → draft, only while no ticket is sold or held and no auction has a bid (else cancel it). */
    async unpublish(actor: StudioActor, serialId: string): Promise<StudioEvent> {
      const id = await db.transaction(async (t) => {
        const tx: Db = t;
        const event = await owned(tx, actor, serialId, true);
        if (event.status !== 'published') throw AppError.conflict(msg.notPublished);
        if ((await repo.takenOfEvent(tx, event.id)) > 0 || (await repo.hasBids(tx, event.id))) {
          throw AppError.conflict(msg.unpublishTaken);
        }
        await repo.updateEvent(tx, event.id, { status: 'draft', publishedAt: null });
        return event.id;
      });
      return one(id);
    },

    /**
     * Cancels the event: it sells nothing more (its auctions end unsold), its unpaid holds are cancelled with their
     * tickets back, every holder (unpaid or paid) gets an in-app notice; paid reservations are refunded (or listed
     * to refund by hand), then each holder is e-mailed what happened to each reservation's money.
     */
    async cancel(actor: StudioActor, serialId: string): Promise<StudioEvent> {
      const { event, holds } = await db.transaction(async (t) => {
        const tx: Db = t;
        const event = await owned(tx, actor, serialId, true);
        if (event.status === 'cancelled') throw AppError.conflict(msg.alreadyCancelled);
        const now = clock.now();
        await repo.updateEvent(tx, event.id, { status: 'cancelled', cancelledAt: now });
        const holds = await deps.reservations.cancelHoldsOfEventIn(tx, event.id);
        await repo.closeAuctionsOfEvent(tx, event.id, now);
        const paid = (await repo.paidHolders(tx, event.id)).map((r) => r.userId);
        const holders = [...new Set([...holds.map((h) => h.userId), ...paid])];
        const data = { event_name: event.name, event_serial_id: event.serialId };
        await deps.notifications?.add(
          tx,
          holders.map((userId) => ({ userId, kind: 'event_cancelled' as const, data })),
        );
        return { event, holds: holds.map((h) => h.serialId) };
      });
      if (deps.refundEvent) {
        await deps
          .refundEvent(event.id)
          .catch((err) => deps.log?.error({ err, event: event.serialId }, 'refunds'));
      }
      // Written after the refunds, so each e-mail says what really happened to the money.
      const mails = await cancellationMails(db, event, holds, deps.publicBase);
      for (const mail of mails) deps.mailer.dispatch(mail);
      return one(event.id);
    },

    /** A new cover, stored at every width the pages pick from (see storeEventCover). */
    async setCover(actor: StudioActor, serialId: string, bytes: Buffer): Promise<StudioEvent> {
      const event = await owned(db, actor, serialId);
      await repo.updateEvent(db, event.id, await storeEventCover(deps.mediaDir, event.serialId, bytes));
      return one(event.id);
    },
  };
}

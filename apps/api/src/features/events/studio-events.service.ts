import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COVER_WIDTHS,
  studioEventMessages as msg,
  type StudioEvent,
  type StudioEventCreate,
  type StudioEventPatch,
  type StudioSales,
} from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import { cleanUploadedImage } from '../../lib/image-upload.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MediaUrls } from '../../lib/media.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import type { DoorService } from '../door/door.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { cancellationMails } from './event-cancellation.service.ts';
import { coverPath, eventCover } from './event-cover.ts';
import { existingArtistIds, findLineups, setLineup } from './lineups.repository.ts';
import * as repo from './studio-events.repository.ts';

export type StudioEventsService = ReturnType<typeof createStudioEventsService>;

type TicketInput = StudioEventCreate['ticket_types'][number];

/** `Théâtre` → `theatre`: how a category is named in the studio besides its serial_id. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The local date (`2030-06-10`) and time (`20:00:00`) of an instant in `timeZone`. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const at = (v: string | null | undefined) => (v ? new Date(v) : null);

/** Field errors gathered while checking a request, thrown together. */
class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string) {
    const list = this.fields[field] ?? [];
    if (!list.includes(message)) list.push(message);
    this.fields[field] = list;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw AppError.fields(this.fields);
  }
}

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
  /** After a cancellation: the confirmed payments are refunded, or listed to refund by hand (issue 21). */
  refundEvent?: (eventId: number) => Promise<number>;
  /** The door's figures on the sales page: valid tickets, second admissions, cash at the gate (issue 34). */
  door: Pick<DoorService, 'salesFigures'>;
  /** In-app notices (an event's cancellation tells each holder). */
  notifications?: NotificationsService;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, clock, media } = deps;

  async function present(rows: repo.StudioEventRow[]): Promise<StudioEvent[]> {
    const ids = rows.map((r) => r.id);
    const [types, lineups] = await Promise.all([repo.findStudioTicketTypes(db, ids), findLineups(db, ids)]);
    return rows.map((r) => {
      const cover = eventCover(media, r.image);
      return {
        serial_id: r.serialId,
        name: r.name,
        description: r.description,
        status: r.status,
        category: { serial_id: r.categorySerialId, name: r.categoryName },
        organizer: { username: r.organizer },
        venue: r.venue,
        city: r.city,
        location: r.location,
        starts_at: r.startsAt.toISOString(),
        ends_at: iso(r.endsAt),
        time_zone: r.timeZone,
        date: r.date,
        time: r.time,
        priority: r.priority,
        image: cover.image,
        image_placeholder: r.imagePlaceholder,
        image_srcset: cover.srcset,
        published_at: iso(r.publishedAt),
        cancelled_at: iso(r.cancelledAt),
        hidden_reason: r.hiddenReason,
        artists: lineups
          .filter((l) => l.eventId === r.id)
          .map((l) => ({ id: l.id, name: l.name, image: media.url(l.profileImage), status: l.status })),
        ticket_types: types
          .filter((t) => t.eventId === r.id)
          .map((t) => ({
            id: t.id,
            name: t.name,
            description: t.description,
            price: t.price,
            quantity: t.quantityTotal,
            sold: t.sold,
            held: t.held,
            left: t.quantityAvailable,
            max_per_order: t.maxPerOrder,
            sales_start: iso(t.salesStart),
            sales_end: iso(t.salesEnd),
            presale_start: iso(t.presaleStart),
            auction:
              t.auctionId === null
                ? null
                : {
                    id: t.auctionId,
                    starting_price: t.auctionStartPrice!,
                    current_price: t.auctionCurrentPrice!,
                    min_increment: t.auctionMinIncrement!,
                    ends_at: iso(t.auctionEndTime),
                    bids_count: t.auctionBidsCount!,
                  },
          })),
      };
    });
  }

  async function one(id: number): Promise<StudioEvent> {
    const rows = await repo.findStudioEvents(db, eq(events.id, id));
    return (await present(rows))[0]!;
  }

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

  /** Sale window and auction end of one ticket type against the event's times. */
  function checkTicket(
    problems: Problems,
    t: {
      sales_start?: string | null;
      sales_end?: string | null;
      presale_start?: string | null;
      auction?: { ends_at: string };
    },
    event: { startsAt: Date; endsAt: Date | null },
  ) {
    const start = at(t.sales_start);
    const end = at(t.sales_end);
    const presale = at(t.presale_start);
    if (presale && !start) problems.add('ticket_types', msg.presaleNeedsSalesStart);
    if (presale && start && presale >= start) problems.add('ticket_types', msg.presaleAfterSalesStart);
    if (start && end && end <= start) problems.add('ticket_types', msg.salesEndBeforeStart);
    if (end && end > (event.endsAt ?? event.startsAt)) problems.add('ticket_types', msg.salesEndAfterEvent);
    if (t.auction && new Date(t.auction.ends_at) > event.startsAt)
      problems.add('ticket_types', msg.auctionEndsAfterStart);
  }

  async function addTicketType(tx: Db, eventId: number, t: TicketInput, now: Date) {
    const { id } = await repo.insertTicketType(tx, {
      eventId,
      name: t.name,
      description: t.description ?? '',
      price: t.price,
      quantityTotal: t.quantity,
      quantityAvailable: t.quantity,
      maxPerOrder: t.max_per_order ?? null,
      salesStart: at(t.sales_start),
      salesEnd: at(t.sales_end),
      presaleStart: at(t.presale_start),
      isAuction: Boolean(t.auction),
      typeBillet: t.auction ? 'auction' : 'standard',
    });
    if (t.auction) {
      await repo.insertAuction(tx, {
        ticketTypeId: id,
        startPrice: t.auction.starting_price,
        currentPrice: t.auction.starting_price,
        startTime: at(t.sales_start) ?? now,
        endTime: new Date(t.auction.ends_at),
        minIncrement: t.auction.min_increment,
      });
    }
  }

  return {
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

    /** Sold and held per type, revenue per provider, check-ins and the door's figures, sales per day, refunds. */
    async sales(actor: StudioActor, serialId: string): Promise<StudioSales> {
      const event = await owned(db, actor, serialId);
      const [types, revenue, checkIns, perDay, paid, door] = await Promise.all([
        repo.findStudioTicketTypes(db, [event.id]),
        repo.revenueByProvider(db, event.id),
        repo.checkInCount(db, event.id),
        repo.salesPerDay(db, event.id, event.timeZone),
        event.status === 'cancelled' ? repo.paidReservations(db, event.id) : Promise.resolve([]),
        deps.door.salesFigures(event.id),
      ]);
      return {
        ticket_types: types.map((t) => ({ id: t.id, name: t.name, sold: t.sold, held: t.held })),
        revenue,
        check_ins: checkIns,
        expected: door.expected,
        door_cash: door.door_cash,
        conflicts: door.conflicts,
        per_day: perDay,
        refunds: paid,
      };
    },

    /** The attendees (one line per paid seat) as CSV rows, header first. */
    async attendees(actor: StudioActor, serialId: string): Promise<string[][]> {
      const event = await owned(db, actor, serialId);
      const rows = await repo.attendees(db, event.id);
      return [
        ['Billet', 'Type', 'Réservation', 'Utilisateur', 'E-mail', 'Entrée'],
        ...rows.map((r) => [
          r.ticket,
          r.ticketType,
          r.reservation,
          r.username,
          r.email,
          iso(r.checkedInAt) ?? '',
        ]),
      ];
    },

    /**
     * A new cover: decoded whole (JPEG, PNG or WebP by content), stored as WebP at each of COVER_WIDTHS plus a
     * tiny blurred placeholder (data URI). Null when the bytes are not such an image.
     */
    async setCover(actor: StudioActor, serialId: string, bytes: Buffer): Promise<StudioEvent> {
      const event = await owned(db, actor, serialId);
      const clean = await cleanUploadedImage(bytes, {
        kind: 'eventCover',
        field: 'file',
        typeMessage: msg.coverType,
      });
      const dir = join(deps.mediaDir, 'events', 'covers');
      await mkdir(dir, { recursive: true });
      const base = `${event.serialId}-${randomBytes(4).toString('hex')}`;
      for (const width of COVER_WIDTHS) {
        const out = await sharp(clean.bytes)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await writeFile(join(deps.mediaDir, coverPath(base, width)), out);
      }
      const tiny = await sharp(clean.bytes).resize({ width: 16 }).blur().webp({ quality: 40 }).toBuffer();
      await repo.updateEvent(db, event.id, {
        image: coverPath(base, 640),
        imagePlaceholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      });
      return one(event.id);
    },
  };
}

import { createHmac } from 'node:crypto';
import { type ArtistEvent, type Category, type Event, eventMessages, musicMessages } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { eventCover } from './event-cover.ts';
import {
  artistExists,
  countViews,
  type EventRow,
  findEvent,
  findEventsByIds,
  listArtistEvents,
  listCategories,
  listEvents,
  listFollowedEvents,
  listPriorityEvents,
  purgeViewsBefore,
} from './events.repository.ts';

export type EventsService = ReturnType<typeof createEventsService>;

/** Who is looking at an event page: the signed-in user, else what the request says of the client. */
export type Viewer = { userId: number | null; ip: string; userAgent: string };

/**
 * Days of view records kept: a repeat view is only recognised within one day of the venue's calendar, and no
 * venue's day is more than one day behind UTC's, so older records stop nothing and are deleted.
 */
export const VIEW_RECORD_DAYS = 2;
/** How often the served process deletes those old records. */
export const VIEW_PURGE_INTERVAL_MS = 3_600_000;
/**
 * How long page views wait in memory before they are written, all in one statement: an event page read costs no
 * write. The counts are exact, only late by this much; closing the server writes what is waiting.
 */
export const VIEW_FLUSH_DELAY_MS = 2_000;

/** Reads of the event catalogue, in the fields the public API answers. */
export function createEventsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  /** Secret the anonymous viewer keys are made with, so no IP address is stored, even hashed guessably. */
  viewerKey: string;
}) {
  const { db, clock, media } = deps;
  /** Views not yet written, one per (event, viewer): a viewer's reloads within a batch are one view anyway. */
  let waitingViews = new Map<string, { serialId: string; viewer: string; at: Date }>();
  let flushTimer: NodeJS.Timeout | null = null;

  /** `u:<id>` for a signed-in user; otherwise `a:` and a keyed hash of the client's address and user agent. */
  function viewerId(viewer: Viewer): string {
    if (viewer.userId !== null) return `u:${viewer.userId}`;
    const digest = createHmac('sha256', deps.viewerKey)
      .update(`${viewer.ip}\n${viewer.userAgent}`)
      .digest('base64url');
    return `a:${digest.slice(0, 22)}`;
  }

  /** `image` (a sized WebP for a studio cover), its srcset and blurred placeholder when there are. */
  function presentCover(r: EventRow) {
    const cover = eventCover(media, r.image);
    return { image: cover.image, image_srcset: cover.srcset, image_placeholder: r.imagePlaceholder };
  }

  function present(rows: EventRow[]): Event[] {
    return rows.map((r) => ({
      ...presentCover(r),
      serial_id: r.serialId,
      name: r.name,
      description: r.description,
      organizer: { username: r.organizer.username },
      date: r.date,
      time: r.time,
      location: r.location,
      view: r.view,
      priority: r.priority,
      category: {
        serial_id: r.category.serialId,
        name: r.category.name,
        description: r.category.description,
      },
      ticket_types: r.ticketTypes.map((t) => ({
        id: t.id,
        name: t.name,
        type_billet: t.typeBillet,
        price: t.price,
        quantity_available: t.quantityAvailable,
        is_available: t.isAvailable && t.quantityAvailable > 0,
        is_auction: t.isAuction,
        description: t.description,
        event: r.serialId,
        sales_start: t.salesStart?.toISOString() ?? null,
        presale_start: t.presaleStart?.toISOString() ?? null,
      })),
      registration_deadline: r.registrationDeadline?.toISOString() ?? null,
      // A cancelled event takes no reservation, whatever its dates say.
      is_registration_open: Boolean(r.isRegistrationOpen) && r.status !== 'cancelled',
      is_cancelled: r.status === 'cancelled',
      artists: r.lineup.map((l) => ({
        id: l.artist.id,
        name: l.artist.name,
        image: media.url(l.artist.profileImage),
      })),
    }));
  }

  return {
    /** Every category, by name. */
    async categories(): Promise<Category[]> {
      const rows = await listCategories(db);
      return rows.map((c) => ({ serial_id: c.serialId, name: c.name, description: c.description }));
    },
    /** Upcoming events soonest first, then past ones most recent first, optionally filtered. */
    async list(filter: { category?: string; upcoming?: boolean }): Promise<Event[]> {
      const rows = await listEvents(db, {
        now: clock.now(),
        categorySerialId: filter.category,
        upcomingOnly: filter.upcoming,
      });
      return present(rows);
    },
    /** Events by internal id, in the order given (search hits). */
    async byIds(ids: number[]): Promise<Event[]> {
      if (ids.length === 0) return [];
      const rows = await findEventsByIds(db, { now: clock.now(), ids });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return present(ids.flatMap((id) => byId.get(id) ?? []));
    },
    /** One event; 404 'Événement non trouvé' when there is none. */
    async detail(serialId: string): Promise<Event> {
      const row = await findEvent(db, { now: clock.now(), serialId });
      if (!row) throw AppError.notFound(eventMessages.notFound);
      return present([row])[0]!;
    },
    /**
     * Counts `viewer`'s view of a public event once per viewer and day of the venue's calendar (so reloading
     * cannot raise the popularity sort), written with the others within VIEW_FLUSH_DELAY_MS.
     */
    recordView(serialId: string, viewer: Viewer) {
      const id = viewerId(viewer);
      const at = clock.now();
      // Reloads within a quarter of an hour are one view (no venue's midnight falls inside a UTC quarter).
      const key = `${serialId}\n${id}\n${Math.floor(at.getTime() / 900_000)}`;
      if (!waitingViews.has(key)) waitingViews.set(key, { serialId, viewer: id, at });
      flushTimer ??= setTimeout(() => {
        flushTimer = null;
        void this.flushViews().catch(() => {});
      }, VIEW_FLUSH_DELAY_MS).unref();
    },
    /** Writes the views waiting in memory now (a timer does it; closing the server and tests call it). */
    async flushViews(): Promise<void> {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
      const views = [...waitingViews.values()];
      waitingViews = new Map();
      if (views.length > 0) await countViews(db, views);
    },
    /**
     * « Concerts à venir » of an artist page: the upcoming events the artist is confirmed on, soonest first,
     * with their city and lowest price on sale. 404 'Artiste introuvable' for an unknown artist.
     */
    async byArtist(artistId: number): Promise<ArtistEvent[]> {
      if (!(await artistExists(db, artistId))) throw AppError.notFound(musicMessages.artistNotFound);
      const rows = await listArtistEvents(db, { now: clock.now(), artistId });
      return present(rows).map((e, n) => {
        const onSale = e.ticket_types.filter((t) => t.is_available && !t.is_auction);
        return {
          ...e,
          city: rows[n]!.city,
          lowest_price: onSale.length ? Math.min(...onSale.map((t) => t.price)) : null,
        };
      });
    },
    /** « Vos artistes en concert »: the user's followed artists' next events, soonest first. */
    async followed(userId: number, limit: number): Promise<Event[]> {
      return present(await listFollowedEvents(db, { now: clock.now(), userId, limit }));
    },
    /** The right-hand panel: up to `limit` upcoming events of priority ≥ `minPriority`. */
    async priority(limit: number, minPriority: number): Promise<Event[]> {
      return present(await listPriorityEvents(db, { now: clock.now(), limit, minPriority }));
    },
    /** Deletes view records too old to stop a repeat view (see VIEW_RECORD_DAYS); answers how many. */
    async purgeOldViews(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - VIEW_RECORD_DAYS * 86_400_000);
      return purgeViewsBefore(db, cutoff.toISOString().slice(0, 10));
    },
  };
}

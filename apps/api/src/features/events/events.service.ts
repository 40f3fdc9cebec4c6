import { type Category, type Event, eventMessages } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaUrls } from '../../lib/media.ts';
import {
  countView,
  type EventRow,
  findEvent,
  findEventsByIds,
  listCategories,
  listEvents,
  listPriorityEvents,
} from './events.repository.ts';

export type EventsService = ReturnType<typeof createEventsService>;

/** Reads of the event catalogue, shaped as spec 2 §3 names the fields. */
export function createEventsService(deps: { db: Db; clock: Clock; media: MediaUrls }) {
  const { db, clock, media } = deps;

  function present(rows: EventRow[]): Event[] {
    return rows.map((r) => ({
      serial_id: r.serialId,
      name: r.name,
      description: r.description,
      organizer: { username: r.organizer.username },
      date: r.date,
      time: r.time,
      location: r.location,
      image: media.url(r.image),
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
      })),
      registration_deadline: r.registrationDeadline?.toISOString() ?? null,
      is_registration_open: Boolean(r.isRegistrationOpen),
    }));
  }

  return {
    /** Every category, by name. */
    async categories(): Promise<Category[]> {
      const rows = await listCategories(db);
      return rows.map((c) => ({ serial_id: c.serialId, name: c.name, description: c.description }));
    },
    /** Events in date order, optionally filtered. */
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
    /** One event, counting the view; 404 'Événement non trouvé' when there is none. */
    async detail(serialId: string): Promise<Event> {
      if (!(await countView(db, serialId))) throw AppError.notFound(eventMessages.notFound);
      const row = await findEvent(db, { now: clock.now(), serialId });
      if (!row) throw AppError.notFound(eventMessages.notFound);
      return present([row])[0]!;
    },
    /** The right-hand panel: up to `limit` upcoming events of priority ≥ `minPriority`. */
    async priority(limit: number, minPriority: number): Promise<Event[]> {
      return present(await listPriorityEvents(db, { now: clock.now(), limit, minPriority }));
    },
  };
}

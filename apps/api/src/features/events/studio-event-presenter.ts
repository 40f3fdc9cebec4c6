import type { StudioEvent } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { eventCover } from './event-cover.ts';
import { findLineups } from './lineups.repository.ts';
import { iso } from './studio-event-rules.ts';
import * as repo from './studio-events.repository.ts';

/** How the studio answers an event: every field the organizer edits, its line-up and its ticket types' stock. */
export function createStudioEventPresenter(deps: { db: Db; media: MediaUrls }) {
  const { db, media } = deps;

  /** Events as the studio answers them, their ticket types and line-ups read in two queries. */
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

  /** One event by id, as the studio answers it. */
  async function one(id: number): Promise<StudioEvent> {
    const rows = await repo.findStudioEvents(db, eq(events.id, id));
    return (await present(rows))[0]!;
  }

  return { present, one };
}

import type { StudioEventCreate } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { at } from './studio-event-rules.ts';
import * as repo from './studio-events.repository.ts';

/** A ticket type as the organizer sends it. */
export type TicketInput = StudioEventCreate['ticket_types'][number];

/** Adds a ticket type (and its auction, for an auctioned one) to an event. */
export async function addTicketType(tx: Db, eventId: number, t: TicketInput, now: Date) {
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

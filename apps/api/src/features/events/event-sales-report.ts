import type { StudioSales } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import type { DoorService } from '../door/door.service.ts';
import type { MoneyService } from '../money/money.service.ts';
import * as salesRepo from './event-sales.repository.ts';
import { iso } from './studio-event-rules.ts';
import * as repo from './studio-events.repository.ts';

type OwnedEvent = Awaited<ReturnType<typeof repo.findEventOwner>> & {};

/** What an organizer reads about an event's sales: the figures page and the attendees' list. */
export function createEventSalesReport(deps: {
  db: Db;
  door: Pick<DoorService, 'salesFigures'>;
  /** The event's money as the ledger holds it (sales, fees, refunds, net). */
  money: Pick<MoneyService, 'eventMoney'>;
  /** The event if the actor may act on it; 404 otherwise. */
  owned: (tx: Db, actor: StudioActor, serialId: string) => Promise<OwnedEvent>;
}) {
  const { db, owned } = deps;
  return {
    /**
     * Sold and held per type, revenue per provider, check-ins and the door's figures, sales per day, refunds,
     * and the event's money from the ledger.
     */
    async sales(actor: StudioActor, serialId: string): Promise<StudioSales> {
      const event = await owned(db, actor, serialId);
      const [types, revenue, checkIns, perDay, paid, door, money] = await Promise.all([
        repo.findStudioTicketTypes(db, [event.id]),
        salesRepo.revenueByProvider(db, event.id),
        salesRepo.checkInCount(db, event.id),
        salesRepo.salesPerDay(db, event.id, event.timeZone),
        event.status === 'cancelled' ? salesRepo.paidReservations(db, event.id) : Promise.resolve([]),
        deps.door.salesFigures(event.id),
        deps.money.eventMoney(event.id),
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
        money,
      };
    },

    /** The attendees (one line per paid seat) as CSV rows, header first. */
    async attendees(actor: StudioActor, serialId: string): Promise<string[][]> {
      const event = await owned(db, actor, serialId);
      const rows = await salesRepo.attendees(db, event.id);
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
  };
}

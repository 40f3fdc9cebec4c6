import { type ErrorBody, paymentMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { frenchDateTime, frenchDay } from '../../lib/french-dates.ts';
import * as repo from './door.repository.ts';

type Person = { username: string; firstName: string; lastName: string };

/** The name shown at the door: first and last name when the profile has them, else the username. */
export const displayName = (p: Person) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.username;

/**
 * Who holds a ticket, as the door shows it: the item's assignee, else the buyer's name given at a sale at the
 * gate (whose owner is the seller), else the owner.
 */
export const holderName = (t: { assignee: Person | null; owner: Person; buyerName: string | null }) =>
  t.assignee ? displayName(t.assignee) : t.buyerName || displayName(t.owner);

/**
 * Admits a ticket once at the door of one event (its signed code read by `readTicketCode`): a ticket of another
 * event, or any ticket once the event's day is over or the event cancelled, is refused; a second scan says when
 * and by whom it was used. Answers who holds it. Whether `checkerId` may check this event in is the door's rule
 * (door.service.ts).
 */
export async function admitTicket(
  deps: { db: Db; clock: Clock; timeZone: string; readTicketCode: (code: string) => string | null },
  checkerId: number,
  code: string,
  eventSerial: string,
) {
  const { db, clock } = deps;
  const serialId = deps.readTicketCode(code);
  if (!serialId) throw AppError.badRequest(msg.ticketInvalid);
  const now = clock.now();
  const event = await repo.findCheckInEvent(db, eventSerial, now);
  if (!event) throw AppError.notFound(msg.eventNotFound);
  if (event.isOver) throw AppError.conflict(msg.eventOver(event.name, frenchDay(event.date)));
  if (event.isCancelled) throw AppError.conflict(msg.eventCancelledAtDoor(event.name));
  const found = await repo.findTicketForCheckIn(db, serialId);
  if (!found) throw AppError.notFound(msg.ticketInvalid);
  if (found.eventId !== event.id) throw AppError.conflict(msg.ticketOtherEvent(found.eventName));
  const admitted = await repo.checkIn(db, serialId, now, checkerId);
  if (!admitted) {
    // Read again: the scan that won may have landed between the first read and the update.
    const used = (await repo.findTicketForCheckIn(db, serialId)) ?? found;
    const usedAt = used.ticket.checkedInAt ?? now;
    // When and by whom, for the door's « Déjà entré à 21:04 (contrôlé par …) ».
    throw new AppError(409, {
      detail: msg.ticketAlreadyUsed(frenchDateTime(usedAt, deps.timeZone)),
      checked_in_at: usedAt.toISOString(),
      checked_in_by: used.checkedInBy,
    } as ErrorBody);
  }
  return {
    detail: msg.ticketAdmitted,
    ticket: {
      serial_id: serialId,
      ticket_name: found.ticketName,
      seat: admitted.seat,
      holder_name: holderName(found),
      event: { serial_id: found.eventSerialId, name: found.eventName },
    },
  };
}

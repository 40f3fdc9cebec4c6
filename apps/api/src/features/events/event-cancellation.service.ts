import { studioEventMessages as msg, type RefundState, refundText } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../../lib/mailer.ts';
import * as repo from './studio-events.repository.ts';

type Row = Awaited<ReturnType<typeof repo.cancelledReservations>>[number];

/** What happens to one reservation's money, as the holder is told: a refund's state, or nothing to give back. */
function refundState(row: Row): RefundState {
  if (row.totalPrice === 0) return 'none';
  return row.refundStatus ?? 'preparing';
}

/** One line of the e-mail per reservation: cancelled, and what happens to its money. */
function reservationLine(row: Row): string {
  if (row.status !== 'paid')
    return `• Réservation ${row.serialId} (non payée) : annulée, vous n’avez rien payé et n’avez rien à faire.`;
  const state = refundState(row);
  const amount = row.refundAmount ?? row.totalPrice;
  const phone = row.refundMsisdn ? `+${row.refundMsisdn}` : null;
  return `• Réservation ${row.serialId} : ${refundText(state, amount, phone)}.`;
}

/**
 * The e-mails of an event's cancellation, one per holder, written once its refunds were sent or recorded: each of
 * their reservations says what happened to the money (refunded by the operator to a phone, to be refunded by hand,
 * nothing to pay back for free tickets or an unpaid hold). `holds`: the unpaid reservations the cancellation ended.
 */
export async function cancellationMails(
  db: Db,
  event: { id: number; name: string },
  holds: string[],
  publicBase: string,
): Promise<Mail[]> {
  const rows = await repo.cancelledReservations(db, event.id, holds);
  const byHolder = new Map<string, Row[]>();
  for (const row of rows) byHolder.set(row.email, [...(byHolder.get(row.email) ?? []), row]);
  return [...byHolder].map(([to, own]) => ({
    to,
    subject: msg.cancelledMailSubject(event.name),
    text: [
      'Bonjour,',
      '',
      `L'événement « ${event.name} » est annulé par son organisateur.`,
      ...own.map(reservationLine),
      '',
      `${publicBase}/reservations`,
      '',
      "L'équipe Sanza",
    ].join('\n'),
  }));
}

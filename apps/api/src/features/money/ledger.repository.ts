import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, ledgerEntries, payments, refunds, reservations } from '../../db/schema.ts';

export type LedgerEntryInsert = typeof ledgerEntries.$inferInsert;

/** A confirmed payment with what its ledger entries need: its event and the event's organizer (undefined otherwise). */
export async function findConfirmedPayment(tx: Db, paymentId: number) {
  const [row] = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      fee: payments.fee,
      eventId: reservations.eventId,
      organizerId: events.organizerId,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(events, eq(events.id, reservations.eventId))
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'confirmed')));
  return row;
}

/** A refund row with its payment's id, its payment's status and its amount (undefined for an unknown id). */
export async function findRefund(tx: Db, refundId: number) {
  const [row] = await tx
    .select({ id: refunds.id, paymentId: refunds.paymentId, paymentStatus: payments.status })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  return row;
}

/** The entries a payment's sale wrote: its `sale`, `fee` and, for door cash kept at the gate, `payout`. */
export function entriesOfPayment(tx: Db, paymentId: number) {
  return tx
    .select({
      kind: ledgerEntries.kind,
      organizerId: ledgerEntries.organizerId,
      eventId: ledgerEntries.eventId,
      amount: ledgerEntries.amount,
      operatorFee: ledgerEntries.operatorFee,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.paymentId, paymentId), inArray(ledgerEntries.kind, ['sale', 'fee', 'payout'])),
    );
}

/** Writes entries, each at most once: one already written under its (kind, source_ref) is left as it is. */
export async function insertEntries(tx: Db, entries: LedgerEntryInsert[]) {
  if (entries.length === 0) return;
  await tx
    .insert(ledgerEntries)
    .values(entries)
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.sourceRef] });
}

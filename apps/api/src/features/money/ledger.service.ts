import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './ledger.repository.ts';

export type LedgerService = ReturnType<typeof createLedgerService>;

/** The platform's fee on `ticketMoney` XAF at `basisPoints` (500 = 5 %), rounded down to the franc. */
export function platformFee(ticketMoney: number, basisPoints: number) {
  return Math.floor((ticketMoney * basisPoints) / 10_000);
}

/**
 * The organizers' ledger: writes the entries of each movement of money, inside the transaction of the write it
 * accounts for (a confirmed payment, a door sale, a refund row), so the money and its entries commit together.
 * Every entry is written once under its (kind, source_ref): a retry or a second caller writes nothing more.
 */
export function createLedgerService(deps: { db: Db; clock: Clock; platformFeeBasisPoints: number }) {
  const { clock, platformFeeBasisPoints } = deps;

  /**
   * A confirmed payment's entries: `sale` +T (T = amount − operator fee, the ticket money) and `fee` −f.
   * Answers what was recorded, or null when nothing was (not confirmed, or a free ticket: T = 0).
   */
  async function writeSale(tx: Db, paymentId: number) {
    const payment = await repo.findConfirmedPayment(tx, paymentId);
    if (!payment) return null;
    const ticketMoney = payment.amount - payment.fee;
    if (ticketMoney <= 0) return null;
    const fee = platformFee(ticketMoney, platformFeeBasisPoints);
    const common = {
      organizerId: payment.organizerId,
      eventId: payment.eventId,
      paymentId,
      sourceRef: `payment:${paymentId}`,
      createdAt: clock.now(),
    };
    const entries: repo.LedgerEntryInsert[] = [
      { ...common, kind: 'sale', amount: ticketMoney, operatorFee: payment.fee },
    ];
    if (fee > 0) entries.push({ ...common, kind: 'fee', amount: -fee });
    await repo.insertEntries(tx, entries);
    return { common, ticketMoney };
  }

  return {
    /** Records a confirmed online payment (staff, webhook, request to pay): its sale and the platform's fee. */
    async recordSale(tx: Db, paymentId: number) {
      await writeSale(tx, paymentId);
    },

    /**
     * Records a cash sale at the gate. When the seller is the organizer or their door team, the cash stayed with
     * the organizer's side: it is already paid out to them (`payout` −T). Platform staff bring it to the platform.
     */
    async recordDoorSale(tx: Db, sale: { paymentId: number; keptBySeller: boolean }) {
      const recorded = await writeSale(tx, sale.paymentId);
      if (!recorded || !sale.keptBySeller) return;
      await repo.insertEntries(tx, [
        {
          ...recorded.common,
          kind: 'payout',
          amount: -recorded.ticketMoney,
          sourceRef: `door:${sale.paymentId}`,
        },
      ]);
    },

    /**
     * Records a refund row of a confirmed payment: `refund` −T and the fee its sale recorded given back (+f),
     * both read from the sale's own entries, never recomputed; when the sale's cash stayed at the gate, that
     * drawer paid the buyer back (`payout_returned` +T). A refund of money that made no sale (a payment still
     * pending, a free ticket, a sale recorded before the ledger) writes nothing.
     */
    async recordRefund(tx: Db, refundId: number) {
      const refund = await repo.findRefund(tx, refundId);
      if (refund?.paymentStatus !== 'confirmed') return;
      const recorded = await repo.entriesOfPayment(tx, refund.paymentId);
      const sale = recorded.find((e) => e.kind === 'sale');
      if (!sale) return;
      const common = {
        organizerId: sale.organizerId,
        eventId: sale.eventId,
        paymentId: refund.paymentId,
        refundId,
        sourceRef: `refund:${refundId}`,
        createdAt: clock.now(),
      };
      const entries: repo.LedgerEntryInsert[] = [
        { ...common, kind: 'refund', amount: -sale.amount, operatorFee: sale.operatorFee },
      ];
      const fee = recorded.find((e) => e.kind === 'fee');
      if (fee) entries.push({ ...common, kind: 'fee', amount: -fee.amount });
      const doorPayout = recorded.find((e) => e.kind === 'payout');
      if (doorPayout) {
        entries.push({
          ...common,
          kind: 'payout_returned',
          amount: -doorPayout.amount,
          sourceRef: `door-refund:${refundId}`,
        });
      }
      await repo.insertEntries(tx, entries);
    },
  };
}

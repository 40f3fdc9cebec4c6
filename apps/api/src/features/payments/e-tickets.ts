import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import * as repo from './payments.repository.ts';

export type ETickets = ReturnType<typeof createETickets>;

/** E-tickets: each one's signed QR code (HMAC with the ticket key, so a code can't be forged from a ticket id). */
export function createETickets(deps: { db: Db; ticketKey: string }) {
  const { db } = deps;
  const ticketCode = (serialId: string) =>
    `${serialId}.${createHmac('sha256', deps.ticketKey).update(serialId).digest('base64url').slice(0, 16)}`;

  /** The ticket id inside a code, when its signature holds. */
  function readTicketCode(code: string): string | null {
    const [serialId, sig] = code.split('.');
    if (!serialId || !sig) return null;
    const expected = ticketCode(serialId).split('.')[1]!;
    const a = Buffer.from(sig);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b) ? serialId : null;
  }

  return {
    /** The ticket id inside a QR code's text, when its signature holds; null for a forged or garbled code. */
    readTicketCode,
    /** SHA-256 (hex) of a ticket's QR code text: what the offline door list carries instead of the code. */
    ticketCodeSha256: (serialId: string) => createHash('sha256').update(ticketCode(serialId)).digest('hex'),

    /** The e-tickets of a paid reservation the user may see, each with its signed QR code as SVG. */
    async tickets(reservationId: number) {
      const rows = await repo.ticketsOfReservation(db, reservationId);
      return Promise.all(
        rows.map(async ({ ticket, name }) => {
          const code = ticketCode(ticket.serialId);
          return {
            serial_id: ticket.serialId,
            code,
            qr_svg: await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
            seat: ticket.seat,
            ticket_name: name,
            checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
          };
        }),
      );
    },
  };
}

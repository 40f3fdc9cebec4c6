import type { Reservation } from '@sanza/contracts';
import { CircleCheck, Download, History, XCircle } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import type { ETicket } from '../api.ts';
import { useTickets } from '../queries.ts';
import { svgDataUrl, ticketFileName } from '../rules.ts';
import { ticketTexts } from '../texts.ts';

/** One e-ticket: its QR code on white (scanners need the contrast), name, number, code and state. */
function TicketCard({ ticket, isCancelled }: { ticket: ETicket; isCancelled: boolean }) {
  const qr = svgDataUrl(ticket.qr_svg);
  const isUsed = ticket.checked_in_at !== null;
  const isDimmed = isUsed || isCancelled;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 min-[420px]:flex-row">
      {/* The SVG is our server's, but shown as an image all the same: nothing in it becomes page markup. */}
      <img
        src={qr}
        alt={ticketTexts.qrAlt(ticket.ticket_name, ticket.seat)}
        width={176}
        height={176}
        className={`mx-auto size-44 shrink-0 rounded-xl bg-white p-2 min-[420px]:mx-0 ${isDimmed ? 'opacity-40' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-bold">
          {ticket.ticket_name}
          <span className="font-normal text-muted"> · {ticketTexts.seat(ticket.seat)}</span>
        </h3>
        {isCancelled ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-red-300">
            <XCircle aria-hidden="true" className="size-4 shrink-0" />
            {ticketTexts.cancelled}
          </p>
        ) : isUsed ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-300">
            <History aria-hidden="true" className="size-4 shrink-0" />
            {ticketTexts.usedOn(formatDateTime(ticket.checked_in_at ?? ''))}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {ticketTexts.valid}
          </p>
        )}
        <p className="text-xs text-muted">
          {ticketTexts.code} : <code className="break-all text-fg">{ticket.code}</code>
        </p>
        <a
          href={qr}
          download={ticketFileName(ticket.serial_id)}
          aria-label={ticketTexts.downloadLabel(ticket.ticket_name, ticket.seat)}
          className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg"
        >
          <Download aria-hidden="true" className="size-4" />
          {ticketTexts.download}
        </a>
      </div>
    </li>
  );
}

type ForTickets = Pick<Reservation, 'serial_id' | 'is_paid'> & {
  data?: { event: Pick<Reservation['data']['event'], 'is_cancelled'> };
};

/**
 * The e-tickets of a paid reservation, each with its QR code and a download; asked only once paid. Each reads
 * cancelled once its event is.
 */
export function ETicketList({ reservation }: { reservation: ForTickets }) {
  const isCancelled = reservation.data?.event.is_cancelled ?? false;
  const {
    data: tickets,
    isPending,
    isError,
    refetch,
    isFetching,
  } = useTickets(reservation.serial_id, reservation.is_paid);
  if (!reservation.is_paid) return null;

  return (
    <section aria-labelledby="reservation-e-tickets" className="space-y-3">
      <h2 id="reservation-e-tickets" className="text-lg font-bold">
        {ticketTexts.title}
      </h2>
      {!isCancelled && <p className="text-sm text-muted">{ticketTexts.intro}</p>}
      {isPending ? (
        <div role="status">
          <span className="sr-only">{ticketTexts.loading}</span>
          <div aria-hidden="true" className="h-52 animate-pulse rounded-2xl bg-ink-900" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{ticketTexts.loadError}</span>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className="inline-flex min-h-10 items-center rounded-full border border-ink-600 px-4 font-semibold hover:border-fg"
          >
            {ticketTexts.retry}
          </button>
        </div>
      ) : tickets.length === 0 ? (
        <p className="text-sm">{ticketTexts.none}</p>
      ) : (
        <ul className="grid gap-3">
          {tickets.map((ticket) => (
            <TicketCard key={ticket.serial_id} ticket={ticket} isCancelled={isCancelled} />
          ))}
        </ul>
      )}
    </section>
  );
}

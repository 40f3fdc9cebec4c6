import type { Reservation } from '@sanza/contracts';
import { CircleCheck, Download, History, ImageDown, XCircle } from 'lucide-react';
import { useState } from 'react';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { KeptNotice } from '../../reservations/components/kept-notice.tsx';
import { useKeptCopy } from '../../reservations/queries.ts';
import type { ETicket } from '../api.ts';
import { useTickets } from '../queries.ts';
import { svgDataUrl, ticketFileName } from '../rules.ts';
import { ticketTexts } from '../texts.ts';
import { holderOf, saveTicketImage, type TicketDetails } from '../ticket-image.ts';

const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg';

/** « Enregistrer l'image »: the ticket drawn as a PNG on the phone, offline too. */
function SaveImageButton({ ticket, details }: { ticket: ETicket; details: TicketDetails }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onSave = () => {
    setState('busy');
    saveTicketImage(ticket, details).then(
      () => setState('idle'),
      (error: unknown) => {
        console.error("Échec de l'image du billet", error);
        setState('failed');
      },
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={onSave}
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        aria-label={ticketTexts.saveImageLabel(ticket.ticket_name, ticket.seat)}
        className={`${outlineButton} disabled:opacity-60`}
      >
        <ImageDown aria-hidden="true" className="size-4" />
        {state === 'busy' ? ticketTexts.savingImage : ticketTexts.saveImage}
      </button>
      {state === 'failed' && (
        <p role="alert" className="basis-full text-sm text-red-300">
          {ticketTexts.saveImageError}
        </p>
      )}
    </>
  );
}

/**
 * One e-ticket: its QR code on white (scanners need the contrast), name, number, code and state; saved as a
 * picture when the page knows its event and holder.
 */
function TicketCard({
  ticket,
  isCancelled,
  details,
}: {
  ticket: ETicket;
  isCancelled: boolean;
  details: ((ticket: ETicket) => TicketDetails) | null;
}) {
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
        <div className="mt-auto flex flex-wrap gap-2">
          <a
            href={qr}
            download={ticketFileName(ticket.serial_id)}
            aria-label={ticketTexts.downloadLabel(ticket.ticket_name, ticket.seat)}
            className={outlineButton}
          >
            <Download aria-hidden="true" className="size-4" />
            {ticketTexts.download}
          </a>
          {details && <SaveImageButton ticket={ticket} details={details(ticket)} />}
        </div>
      </div>
    </li>
  );
}

type ForTickets = Pick<Reservation, 'serial_id' | 'is_paid'> & {
  data?: { event: Pick<Reservation['data']['event'], 'is_cancelled'> };
};

/** How to fill a saved picture's lines: known when the page has the whole reservation. */
function detailsOf(reservation: ForTickets | Reservation): ((ticket: ETicket) => TicketDetails) | null {
  if (!('owner' in reservation)) return null;
  const { event } = reservation.data;
  return (ticket) => ({ event, holder: holderOf(reservation, ticket) });
}

/**
 * The e-tickets of a paid reservation, each with its QR code, a download and a picture to save; asked only
 * once paid. Each reads cancelled once its event is. Without a network, the tickets the phone kept for this
 * user show, said so unless the page already does (`isKeptNoticeShown`).
 */
export function ETicketList({
  reservation,
  isKeptNoticeShown = false,
}: {
  reservation: ForTickets | Reservation;
  isKeptNoticeShown?: boolean;
}) {
  const isCancelled = reservation.data?.event.is_cancelled ?? false;
  const query = useTickets(reservation.serial_id, reservation.is_paid);
  const { isPending, refetch, isFetching } = query;
  const kept = useKeptCopy<ETicket[]>(`tickets:${reservation.serial_id}`, query);
  const tickets = query.data ?? kept?.value;
  if (!reservation.is_paid) return null;
  const details = detailsOf(reservation);

  return (
    <section aria-labelledby="reservation-e-tickets" className="space-y-3">
      <h2 id="reservation-e-tickets" className="text-lg font-bold">
        {ticketTexts.title}
      </h2>
      {!isCancelled && <p className="text-sm text-muted">{ticketTexts.intro}</p>}
      {kept && !isKeptNoticeShown && <KeptNotice savedAt={kept.saved_at} />}
      {tickets === undefined && isPending ? (
        <div role="status">
          <span className="sr-only">{ticketTexts.loading}</span>
          <SkeletonBar className="h-52 rounded-2xl" />
        </div>
      ) : tickets === undefined ? (
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
            <TicketCard key={ticket.serial_id} ticket={ticket} isCancelled={isCancelled} details={details} />
          ))}
        </ul>
      )}
    </section>
  );
}

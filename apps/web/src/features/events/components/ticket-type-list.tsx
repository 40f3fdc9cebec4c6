import type { Event, TicketType } from '@sanza/contracts';
import { eventMessages } from '@sanza/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Gavel, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime, formatTicketPrice } from '../../../lib/format.ts';
import { eventQueries } from '../queries.ts';
import { isOnSale, saleStage } from '../rules.ts';
import { eventTexts } from '../texts.ts';

/**
 * Opens the auction selling an auction-type ticket (its id is looked up from the ticket type);
 * 'Enchère introuvable' when the lookup fails. Returns the opener and the ticket being looked up.
 */
function useOpenAuction(): [(ticket: TicketType) => Promise<void>, number | null] {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const open = async (ticket: TicketType) => {
    setPendingId(ticket.id);
    try {
      const auction = await queryClient.fetchQuery(eventQueries.auctionOf(ticket.id));
      await navigate(`/auctions/${auction.id}`);
    } catch {
      toast.error(eventTexts.auctionNotFound);
    } finally {
      setPendingId(null);
    }
  };
  return [open, pendingId];
}

/** Before the public sale: the subscribers' pre-sale, or when the sale opens. */
function SaleNote({ ticket }: { ticket: TicketType }) {
  const stage = saleStage(ticket, new Date());
  if (stage === 'open' || !ticket.sales_start) return null;
  const publicSale = formatDateTime(ticket.sales_start);
  return stage === 'presale' ? (
    <span className="mt-1.5 block text-xs">
      <span className="rounded-full bg-accent/15 px-2 py-0.5 font-semibold text-accent">
        {eventTexts.presaleOpen}
      </span>
      <span className="mt-1 block text-muted">{eventTexts.presaleHint(publicSale)}</span>
    </span>
  ) : (
    <span className="mt-1 block text-xs font-semibold text-muted">{eventTexts.salesFrom(publicSale)}</span>
  );
}

type Props = {
  event: Pick<Event, 'ticket_types' | 'is_cancelled'>;
  /** The chosen (non-auction) ticket type's id. */
  selectedId: number | null;
  onSelect: (ticket: TicketType) => void;
};

/**
 * The event's ticket types: one is chosen by tapping it; an auction type opens its auction; a
 * type not on sale reads 'Complet' and cannot be chosen, nor can any type of a cancelled event.
 */
export function TicketTypeList({ event, selectedId, onSelect }: Props) {
  const [openAuction, lookingUpId] = useOpenAuction();
  return (
    <ul className="space-y-2">
      {event.ticket_types.map((ticket) => {
        // Nothing of a cancelled event can be chosen: its types stay listed, dimmed, for what they were.
        const onSale = isOnSale(ticket) && !event.is_cancelled;
        const isSelected = !ticket.is_auction && ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <button
              type="button"
              aria-pressed={ticket.is_auction ? undefined : isSelected}
              disabled={!onSale || lookingUpId === ticket.id}
              onClick={() => (ticket.is_auction ? void openAuction(ticket) : onSelect(ticket))}
              className={`flex w-full items-start gap-3 rounded-2xl border p-3.5 text-left transition-colors disabled:cursor-not-allowed ${
                isSelected
                  ? 'border-accent bg-accent/10 shadow-[inset_0_0_0_1px_var(--color-accent)]'
                  : 'border-ink-700 bg-ink-900 enabled:hover:border-ink-600 enabled:hover:bg-ink-800'
              } ${onSale ? '' : 'opacity-60'}`}
            >
              <span
                aria-hidden="true"
                className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border ${
                  isSelected ? 'border-accent bg-accent text-accent-ink' : 'border-ink-600'
                }`}
              >
                {isSelected && <Check className="size-3.5" />}
                {ticket.is_auction && !isSelected && <Gavel className="size-3 text-accent" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-semibold">{ticket.name}</span>
                  <span className="font-bold text-accent">{formatTicketPrice(ticket.price)}</span>
                </span>
                {ticket.description && (
                  <span className="mt-0.5 block text-sm text-muted">{ticket.description}</span>
                )}
                <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
                  {ticket.is_auction && (
                    <span className="rounded-full bg-accent px-2 py-0.5 font-semibold text-accent-ink">
                      {eventMessages.auctionBadge}
                    </span>
                  )}
                  {/* A cancelled event has no places left to tell. */}
                  {!event.is_cancelled && (
                    <span className={onSale ? 'text-muted' : 'font-semibold text-red-300'}>
                      {onSale ? eventTexts.available(ticket.quantity_available) : eventMessages.soldOut}
                    </span>
                  )}
                  {lookingUpId === ticket.id && (
                    <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-muted" />
                  )}
                </span>
                {ticket.is_auction && onSale && (
                  <span className="mt-1 block text-xs text-muted">{eventTexts.auctionHint}</span>
                )}
                <SaleNote ticket={ticket} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

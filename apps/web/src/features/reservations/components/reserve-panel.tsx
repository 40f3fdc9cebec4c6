import type { Event, TicketType } from '@sanza/contracts';
import { RESERVATION_QUANTITY, reservationMessages } from '@sanza/contracts/constants';
import { LoaderCircle, ShoppingCart, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { formatLongDate, formatLongDateOf, formatTicketPrice } from '../../../lib/format.ts';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { TicketTypeList } from '../../events/components/ticket-type-list.tsx';
import { reservationErrorMessage } from '../errors.ts';
import { useAddToCart, useCreateReservation } from '../mutations.ts';
import { clampQuantity, maxQuantityFor, reserveButtonState } from '../rules.ts';
import { reservationTexts } from '../texts.ts';
import { QuantityPicker } from './quantity-picker.tsx';

type Props = {
  event: Event;
  /** True while the event shown is a list's copy and its own data is still on its way. */
  isLoading?: boolean;
};

/** The day registration closed: the deadline when there is one, else the event's own day. */
function closingDay(event: Event): string {
  return event.registration_deadline
    ? formatLongDateOf(event.registration_deadline)
    : formatLongDate(event.date);
}

/**
 * Choosing and reserving tickets on the event page: pick a type, then a quantity (1 to 4, never
 * above what is left), then reserve, or add to the cart when signed in. Visitors are sent to sign in first.
 */
export function ReservePanel({ event, isLoading = false }: Props) {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const reserve = useCreateReservation();
  const addToCart = useAddToCart();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number>(RESERVATION_QUANTITY.default);
  const [error, setError] = useState<string | null>(null);

  // Stock can change under the selection (a reservation, a refresh): a type no longer on sale drops out.
  const selected =
    event.ticket_types.find(
      (ticket) => ticket.id === selectedId && !ticket.is_auction && maxQuantityFor(ticket) > 0,
    ) ?? null;
  const max = selected ? maxQuantityFor(selected) : RESERVATION_QUANTITY.max;
  const count = clampQuantity(quantity, max);
  const isBusy = reserve.isPending || addToCart.isPending;
  const button = reserveButtonState({
    hasSelection: selected !== null,
    isRegistrationOpen: event.is_registration_open,
    isCancelled: event.is_cancelled,
    isLoading: isLoading || isBusy,
    closedOn: closingDay(event),
    label: reservationTexts.reserve,
  });

  const choose = (ticket: TicketType) => {
    setSelectedId(ticket.id);
    setQuantity(RESERVATION_QUANTITY.default);
    setError(null);
  };

  const onReserve = () => {
    if (!selected) return;
    if (!isSignedIn) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setError(null);
    reserve.mutate(
      { event: event.serial_id, items: [{ ticket_type: selected.id, quantity: count }] },
      {
        onSuccess: (reservation) => {
          toast.success(reservationMessages.created);
          void navigate(`/reservations/${reservation.serial_id}`);
        },
        onError: (failure) => setError(reservationErrorMessage(failure)),
      },
    );
  };

  const onAddToCart = () => {
    if (!selected) return;
    setError(null);
    addToCart.mutate(
      { ticketTypeId: selected.id, quantity: count },
      {
        onSuccess: () =>
          toast.success(reservationTexts.addedToCart, {
            action: { label: reservationTexts.viewCart, onClick: () => void navigate('/cart') },
          }),
        onError: (failure) => setError(reservationErrorMessage(failure)),
      },
    );
  };

  return (
    <section aria-labelledby="tickets-title" className="space-y-4">
      <h2 id="tickets-title" className="text-lg font-bold">
        {reservationTexts.tickets}
      </h2>
      <TicketTypeList event={event} selectedId={selected?.id ?? null} onSelect={choose} />

      {selected ? (
        <div className="space-y-3 rounded-2xl border border-ink-700 bg-ink-900 p-4">
          <QuantityPicker value={count} onChange={setQuantity} max={max} isDisabled={isBusy} />
          <p className="text-xs text-muted">{reservationTexts.maxPerReservation(max)}</p>
          <p className="flex items-baseline justify-between border-t border-ink-700 pt-3">
            <span className="text-sm text-muted">{reservationTexts.total}</span>
            <span className="text-xl font-extrabold">{formatTicketPrice(selected.price * count)}</span>
          </p>
        </div>
      ) : (
        event.ticket_types.length > 0 && <p className="text-sm text-muted">{reservationTexts.chooseTicket}</p>
      )}

      {error && <FormAlert>{error}</FormAlert>}

      <div className="space-y-2">
        <Button
          size="lg"
          onClick={onReserve}
          disabled={button.isDisabled}
          aria-busy={reserve.isPending || undefined}
          aria-describedby={button.closedNote ? 'registration-closed-note' : undefined}
          className="w-full"
        >
          {reserve.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Ticket aria-hidden="true" className="size-5" />
          )}
          {reserve.isPending ? reservationTexts.reserving : button.label}
        </Button>
        {button.closedNote && (
          <p id="registration-closed-note" className="text-center text-sm text-red-300">
            {button.closedNote}
          </p>
        )}
        {isSignedIn ? (
          <Button
            variant="secondary"
            onClick={onAddToCart}
            disabled={button.isDisabled}
            aria-busy={addToCart.isPending || undefined}
            className="w-full"
          >
            {addToCart.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-5" />
            )}
            {reservationTexts.addToCart}
          </Button>
        ) : (
          event.is_registration_open && (
            <p className="text-center text-xs text-muted">{reservationTexts.signInToReserve}</p>
          )
        )}
      </div>
    </section>
  );
}

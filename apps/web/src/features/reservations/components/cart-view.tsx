import type { Cart } from '@sanza/contracts';
import { RESERVATION_QUANTITY, reservationMessages } from '@sanza/contracts/constants';
import { CreditCard, LoaderCircle, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatTicketPrice } from '../../../lib/format.ts';
import { reservationErrorMessage } from '../errors.ts';
import { useCheckoutCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from '../mutations.ts';
import { useCart } from '../queries.ts';
import { reservationTexts } from '../texts.ts';
import { BrowseEventsEmpty } from './browse-events-empty.tsx';
import { QuantityPicker } from './quantity-picker.tsx';

type Line = Cart['items'][number];

type LineProps = {
  line: Line;
  isBusy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** A cart line: ticket, event, unit price, quantity − / + (1 to 4), subtotal and remove. */
function CartLine({ line, isBusy, onQuantity, onRemove }: LineProps) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{line.ticket.name}</p>
        <Link
          to={`/events/${line.ticket.event.serial_id}`}
          className="block truncate text-sm text-muted hover:text-fg"
        >
          {line.ticket.event.name}
        </Link>
        <p className="mt-0.5 text-xs text-muted">{formatTicketPrice(line.ticket.price)}</p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <QuantityPicker
          value={line.quantity}
          onChange={onQuantity}
          max={RESERVATION_QUANTITY.max}
          itemName={line.ticket.name}
          isDisabled={isBusy}
          size="sm"
        />
        <span className="min-w-24 text-right font-bold tabular-nums">
          {formatTicketPrice(line.ticket.price * line.quantity)}
        </span>
        <button
          type="button"
          onClick={onRemove}
          disabled={isBusy}
          aria-label={reservationTexts.removeLine(line.ticket.name)}
          className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-red-300 disabled:opacity-40"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** The cart: lines with quantity − / +, remove, 'Vider le panier', total and 'Procéder au paiement'. */
export function CartView() {
  const { data: cart, isPending, isError, isFetching, refetch } = useCart();
  const navigate = useNavigate();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const checkout = useCheckoutCart();
  const [error, setError] = useState<string | null>(null);
  const isBusy = update.isPending || remove.isPending || clear.isPending || checkout.isPending;
  const onError = (failure: unknown) => setError(reservationErrorMessage(failure));

  const onCheckout = () => {
    setError(null);
    checkout.mutate(undefined, {
      onSuccess: ({ reservation_id }) => {
        toast.success(reservationMessages.created);
        void navigate(`/reservations/${reservation_id}`);
      },
      onError,
    });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-extrabold tracking-tight">{reservationTexts.cartTitle}</h1>
      {isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{reservationTexts.loadingCart}</span>
          {[1, 2].map((i) => (
            <SkeletonBar key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadError
          message={reservationTexts.cartLoadError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : cart.items.length === 0 ? (
        <BrowseEventsEmpty
          icon={ShoppingCart}
          title={reservationMessages.cartEmpty}
          text={reservationTexts.cartEmptyText}
        />
      ) : (
        <>
          <ul className="space-y-3">
            {cart.items.map((line) => (
              <CartLine
                key={line.serial_id}
                line={line}
                isBusy={isBusy}
                onQuantity={(quantity) => {
                  setError(null);
                  update.mutate({ serialId: line.serial_id, quantity }, { onError });
                }}
                onRemove={() => {
                  setError(null);
                  remove.mutate(line.serial_id, { onError });
                }}
              />
            ))}
          </ul>
          {error && <FormAlert>{error}</FormAlert>}
          <div className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-4">
            <p className="flex items-baseline justify-between" aria-live="polite">
              <span className="text-muted">{reservationTexts.total}</span>
              <span className="text-2xl font-extrabold tabular-nums">
                {formatTicketPrice(cart.total_price)}
              </span>
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => {
                  setError(null);
                  clear.mutate(undefined, { onError });
                }}
                disabled={isBusy}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {reservationTexts.clearCart}
              </Button>
              <Button
                size="lg"
                onClick={onCheckout}
                disabled={isBusy}
                aria-busy={checkout.isPending || undefined}
              >
                {checkout.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <CreditCard aria-hidden="true" className="size-5" />
                )}
                {reservationMessages.checkout}
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

import { type DoorSale, doorSaleInputSchema, type TicketType } from '@sanza/contracts';
import { Banknote } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { EmptyState } from '../../../../components/ui/load-states.tsx';
import { formatPrice, formatTicketPrice } from '../../../../lib/format.ts';
import { isSoldOut, maxGateQuantity } from '../door-rules.ts';
import { useDoorSale } from '../mutations.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.doorSale;

const choiceClass =
  'flex cursor-pointer items-center rounded-2xl border border-ink-700 bg-ink-900 font-semibold transition-colors hover:border-ink-600 has-checked:border-accent has-checked:bg-accent has-checked:text-accent-ink has-disabled:cursor-not-allowed has-disabled:opacity-40 has-focus-visible:outline-2 has-focus-visible:outline-accent';

/** A row of big numbered choices (one tap each, thumb-sized), as radio buttons. */
function NumberChoices({
  name,
  legend,
  hint,
  values,
  selected,
  max,
  labelOf = String,
  onSelect,
}: {
  name: string;
  legend: string;
  hint?: string;
  values: readonly number[];
  selected: number;
  max: number;
  labelOf?: (value: number) => string;
  onSelect: (value: number) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      <div className="flex gap-2">
        {values.map((value) => (
          <label
            key={value}
            className={`${choiceClass} min-h-12 min-w-12 flex-1 justify-center px-2 text-lg`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected === value}
              disabled={value > max}
              onChange={() => onSelect(value)}
              className="sr-only"
            />
            {labelOf(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The gate's sale: a ticket type (what is left shown), 1–4 tickets, the buyer's name if given, and how many walk
 * in now (all by default); the amount to collect is shown by the button. The server's refusals (stock, closed
 * sale) show as it words them.
 */
export function DoorSaleForm({
  serialId,
  types,
  onSold,
}: {
  serialId: string;
  types: readonly TicketType[];
  onSold: (sale: DoorSale) => void;
}) {
  const sale = useDoorSale(serialId);
  const [typeId, setTypeId] = useState<number | null>(
    () => types.find((type) => !isSoldOut(type))?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const [admit, setAdmit] = useState<number | 'all'>('all');
  const [buyerName, setBuyerName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // The sale's outcome is read from the mutation's own state: a per-call `mutate(…, { onSuccess })` is skipped
  // when a re-render renews the observer (the invalidated event refetches meanwhile), and the sale would be lost.
  const error = invalid ?? (sale.error ? sale.error.message || t.failed : null);
  const clearError = () => {
    setInvalid(null);
    sale.reset();
  };
  const onSoldRef = useRef(onSold);
  onSoldRef.current = onSold;
  useEffect(() => {
    if (sale.data) onSoldRef.current(sale.data);
  }, [sale.data]);
  const type = types.find((candidate) => candidate.id === typeId);
  const max = maxGateQuantity(type);
  const count = Math.min(quantity, max);

  if (types.length === 0) return <EmptyState title={t.noTypes} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setInvalid(t.chooseType);
      return;
    }
    const body = {
      ticket_type_id: type.id,
      quantity: count,
      buyer_name: buyerName.trim() || undefined,
      admit: admit === 'all' ? count : Math.min(admit, count),
    };
    const parsed = doorSaleInputSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t.failed);
      return;
    }
    setInvalid(null);
    sale.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t.typeLegend}</legend>
        <div className="space-y-2">
          {types.map((candidate) => {
            const isOut = isSoldOut(candidate);
            return (
              <label key={candidate.id} className={`${choiceClass} min-h-14 justify-between gap-3 px-4 py-2`}>
                <input
                  type="radio"
                  name="door-sale-type"
                  value={candidate.id}
                  checked={typeId === candidate.id}
                  disabled={isOut}
                  onChange={() => {
                    setTypeId(candidate.id);
                    clearError();
                  }}
                  className="sr-only"
                />
                <span className="min-w-0 break-words">
                  {candidate.name}
                  <span className="block text-sm font-normal opacity-80">
                    {isOut ? t.soldOut : t.remaining(candidate.quantity_available)}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{formatTicketPrice(candidate.price)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <NumberChoices
        name="door-sale-quantity"
        legend={t.quantityLegend}
        values={[1, 2, 3, 4]}
        selected={count}
        max={max}
        onSelect={(value) => {
          setQuantity(value);
          clearError();
        }}
      />
      <NumberChoices
        name="door-sale-admit"
        legend={t.admitLegend}
        hint={t.admitHint}
        values={Array.from({ length: count + 1 }, (_, i) => i)}
        selected={admit === 'all' ? count : Math.min(admit, count)}
        max={count}
        labelOf={(value) => (value === count ? t.admitAll(count) : String(value))}
        onSelect={(value) => setAdmit(value === count ? 'all' : value)}
      />
      <TextField
        id="door-sale-buyer"
        label={t.buyerLabel}
        hint={t.buyerHint}
        autoComplete="off"
        value={buyerName}
        onChange={(event) => setBuyerName(event.currentTarget.value)}
      />
      {error && <FormAlert>{error}</FormAlert>}
      {/* Kept in reach of the thumb at the bottom of the screen, with the amount to collect beside it. */}
      <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-ink-800 bg-ink-950/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-muted">{t.toCollect}</span>
          <span className="text-xl font-extrabold tabular-nums">
            {formatPrice(type ? type.price * count : 0)}
          </span>
        </p>
        <Button
          type="submit"
          size="lg"
          isBusy={sale.isPending}
          busyLabel={t.submitting}
          disabled={!type || isSoldOut(type)}
          className="w-full"
        >
          <Banknote aria-hidden="true" className="size-5" />
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

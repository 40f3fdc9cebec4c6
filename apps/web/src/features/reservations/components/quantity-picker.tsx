import { RESERVATION_QUANTITY } from '@sanza/contracts/constants';
import { Minus, Plus } from 'lucide-react';
import { clampQuantity } from '../rules.ts';
import { reservationTexts } from '../texts.ts';

type Props = {
  value: number;
  onChange: (quantity: number) => void;
  /** Highest quantity allowed (4, or less when fewer tickets are left). */
  max: number;
  min?: number;
  /** Visible label; the buttons' names say what they change. */
  label?: string;
  /** Name of what is counted, for the buttons' accessible names (a cart line's ticket). */
  itemName?: string;
  isDisabled?: boolean;
  size?: 'md' | 'sm';
};

/** A − / + stepper that never leaves `min`…`max` (1 to 4; the cart never below 1). */
export function QuantityPicker({
  value,
  onChange,
  max,
  min = RESERVATION_QUANTITY.min,
  label = reservationTexts.quantityLabel,
  itemName,
  isDisabled = false,
  size = 'md',
}: Props) {
  const current = clampQuantity(value, max, min);
  const button = `grid shrink-0 place-items-center rounded-full border border-ink-600 text-fg transition-colors hover:border-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-600 ${
    size === 'sm' ? 'size-9' : 'size-11'
  }`;
  const suffix = itemName ? ` : ${itemName}` : '';
  return (
    <div className="flex items-center gap-3">
      {size === 'md' && (
        <span aria-hidden="true" className="text-sm font-medium">
          {label}
        </span>
      )}
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only">
          {label}
          {suffix}
        </legend>
        <button
          type="button"
          className={button}
          onClick={() => onChange(clampQuantity(current - 1, max, min))}
          disabled={isDisabled || current <= min}
          aria-label={`${reservationTexts.decrease}${suffix}`}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-lg font-bold tabular-nums">
          {current}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => onChange(clampQuantity(current + 1, max, min))}
          disabled={isDisabled || current >= max}
          aria-label={`${reservationTexts.increase}${suffix}`}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </fieldset>
    </div>
  );
}

import { Check } from 'lucide-react';

/** One role as a pill switch: on when the account holds it. */
export function RoleSwitch({
  label,
  ariaLabel,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  /** A longer accessible name, when the label alone is ambiguous in a list. */
  ariaLabel?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 ${
        checked ? 'border-accent bg-accent/15 text-fg' : 'border-ink-600 text-muted hover:text-fg'
      }`}
    >
      <span
        aria-hidden="true"
        className={`grid size-5 place-items-center rounded-full border ${
          checked ? 'border-accent bg-accent text-accent-ink' : 'border-ink-600'
        }`}
      >
        {checked && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      {label}
    </button>
  );
}

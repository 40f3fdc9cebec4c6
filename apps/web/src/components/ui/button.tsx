import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * What a button does, by look: the page's main action, another action, a destructive one, a quiet one, and the
 * confirmation of a destructive action (solid red, in the dialog that asks « are you sure »).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'danger-confirm';
/** `md`: 44 px high (the smallest touch target); `lg`: 48 px, for the main action of a phone screen. */
export type ButtonSize = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-soft disabled:hover:bg-accent',
  secondary: 'border border-ink-600 hover:border-fg',
  danger: 'border border-red-400/60 text-red-200 hover:border-red-300 hover:bg-red-500/10',
  ghost: 'text-muted hover:bg-ink-800 hover:text-fg',
  'danger-confirm': 'bg-red-500 text-white hover:bg-red-400 disabled:hover:bg-red-500',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6',
};

/** The class names of a button, for links (`<Link>`, `<a>`) that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ''}`;
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled with a spinner while the action runs; `busyLabel` replaces the label meanwhile. */
  isBusy?: boolean;
  busyLabel?: ReactNode;
};

/** The site's button: one look per variant, a spinner while busy. `type` defaults to `button`. */
export function Button({
  variant = 'primary',
  size = 'md',
  isBusy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClass(variant, size, className)}
      {...button}
    >
      {isBusy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}

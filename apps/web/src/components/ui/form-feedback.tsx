import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** A red box announcing an error of the whole form. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-2.5 rounded-xl border border-red-500/50 bg-red-500/10 px-3.5 py-3 text-sm text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0 text-red-300" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A success message, announced politely. The live region is always rendered, so screen readers announce
 * the text when it appears.
 */
export function SuccessMessage({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children && (
        <p className="flex items-start gap-2.5 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-3.5 py-3 text-sm text-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-emerald-300" />
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}

type SubmitButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  isBusy?: boolean;
  /** The label while busy, e.g. 'Connexion…'. */
  busyLabel?: ReactNode;
};

/** The submit button of a form: disabled and showing a spinner with its busy label while submitting. */
export function SubmitButton({
  isBusy = false,
  busyLabel,
  disabled,
  children,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink transition-colors hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-accent ${className ?? ''}`}
      {...button}
    >
      {isBusy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}

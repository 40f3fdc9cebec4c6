import type { AnyPaymentProvider } from '@sanza/contracts';
import { ArrowLeft, Banknote } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { checkoutTexts } from '../texts.ts';

/**
 * A step's title. It takes the focus when the step appears after another, so a screen reader announces the new
 * step and a phone scrolls back up to it.
 */
export function StepHeading({ children, isFocused }: { children: ReactNode; isFocused: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return (
    <h2 ref={ref} tabIndex={-1} className="scroll-mt-20 text-lg font-bold focus:outline-none sm:text-xl">
      {children}
    </h2>
  );
}

/** A step's buttons: the main action first on phones (under the thumb), 'Retour' on its left from `sm`. */
export function StepActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="secondary" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {checkoutTexts.back}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

const MARKS: Record<Exclude<AnyPaymentProvider, 'cash'>, { letter: string; className: string }> = {
  airtel: { letter: 'A', className: 'bg-red-600 text-white' },
  moov: { letter: 'M', className: 'bg-sky-600 text-white' },
  mtn: { letter: 'M', className: 'bg-yellow-400 text-ink-950' },
};

/** A small coloured mark per operator, so each is recognised at a glance. */
export function ProviderMark({ provider }: { provider: AnyPaymentProvider }) {
  const base = 'grid size-10 shrink-0 place-items-center rounded-xl text-lg font-extrabold';
  if (provider === 'cash') {
    return (
      <span aria-hidden="true" className={`${base} bg-emerald-700 text-white`}>
        <Banknote className="size-5" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`${base} ${MARKS[provider].className}`}>
      {MARKS[provider].letter}
    </span>
  );
}

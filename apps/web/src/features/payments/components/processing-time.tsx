import { Clock } from 'lucide-react';
import { checkoutTexts } from '../texts.ts';

/** « Délai de traitement : … », the operators' processing time the payment options announce. */
export function ProcessingTime({ time }: { time: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {checkoutTexts.processingTime} : {time}
      </span>
    </p>
  );
}

import { Smartphone } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import { reservationTexts } from '../texts.ts';

/**
 * Says the page shows what the phone kept, not a fresh answer, and when it was received: a polite
 * status, so a screen reader hears it once.
 */
export function KeptNotice({ savedAt }: { savedAt: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-2xl border border-sky-900 bg-sky-950/50 px-4 py-3 text-sm text-sky-100"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {reservationTexts.keptNotice}{' '}
        <span className="text-sky-200/80">{reservationTexts.keptOn(formatDateTime(savedAt))}</span>
      </span>
    </p>
  );
}

import { Smartphone } from 'lucide-react';
import { TONES } from '../../../components/ui/status-badge.tsx';
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
      className={`flex items-start gap-2 rounded-2xl border px-4 py-3 text-sm ${TONES.info.panel}`}
    >
      <Smartphone aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${TONES.info.text}`} />
      <span>
        {reservationTexts.keptNotice}{' '}
        <span className="text-muted">{reservationTexts.keptOn(formatDateTime(savedAt))}</span>
      </span>
    </p>
  );
}

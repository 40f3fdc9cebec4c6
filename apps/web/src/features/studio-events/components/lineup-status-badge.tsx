import type { LineupRequest } from '@sanza/contracts';
import { studioEventsTexts } from '../texts.ts';

const TONES = {
  pending: 'border-amber-400/50 bg-amber-500/10 text-amber-200',
  confirmed: 'border-emerald-400/50 bg-emerald-500/10 text-emerald-200',
  declined: 'border-red-400/50 bg-red-500/10 text-red-200',
  unsaved: 'border-ink-600 text-muted',
} as const;

/** En attente / Confirmé / Refusé: an artist's answer to a line-up request; null (not yet saved): À enregistrer. */
export function LineupStatusBadge({ status }: { status: LineupRequest['status'] | null }) {
  const label = status ? studioEventsTexts.lineupStatus[status] : studioEventsTexts.lineup.unsaved;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status ?? 'unsaved']}`}
    >
      {label}
    </span>
  );
}

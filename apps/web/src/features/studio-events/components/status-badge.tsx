import type { StudioEvent } from '@sanza/contracts';
import { statusBadge } from '../rules.ts';

const TONES = {
  draft: 'border-ink-600 text-muted',
  published: 'border-emerald-400/50 bg-emerald-500/10 text-emerald-200',
  cancelled: 'border-red-400/50 bg-red-500/10 text-red-200',
  hidden: 'border-amber-400/50 bg-amber-500/10 text-amber-200',
} as const;

/** Brouillon / Publié / Annulé / Masqué par l'équipe. */
export function StatusBadge({ event }: { event: Pick<StudioEvent, 'status' | 'hidden_reason'> }) {
  const { label, tone } = statusBadge(event);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}

import type { StudioEvent } from '@sanza/contracts';
import { StatusBadge as Badge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { statusBadge } from '../rules.ts';

const TONE_OF = {
  draft: 'muted',
  published: 'success',
  cancelled: 'danger',
  hidden: 'warning',
} as const satisfies Record<ReturnType<typeof statusBadge>['tone'], Tone>;

/** Brouillon / Publié / Annulé / Masqué par l'équipe. */
export function StatusBadge({ event }: { event: Pick<StudioEvent, 'status' | 'hidden_reason'> }) {
  const { label, tone } = statusBadge(event);
  return <Badge tone={TONE_OF[tone]}>{label}</Badge>;
}

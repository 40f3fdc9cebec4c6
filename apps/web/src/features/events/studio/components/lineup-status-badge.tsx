import type { LineupRequest } from '@sanza/contracts';
import { StatusBadge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { studioEventsTexts } from '../texts.ts';

const TONE_OF = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'danger',
  unsaved: 'muted',
} as const satisfies Record<LineupRequest['status'] | 'unsaved', Tone>;

/** En attente / Confirmé / Refusé: an artist's answer to a line-up request; null (not yet saved): À enregistrer. */
export function LineupStatusBadge({ status }: { status: LineupRequest['status'] | null }) {
  const label = status ? studioEventsTexts.lineupStatus[status] : studioEventsTexts.lineup.unsaved;
  return <StatusBadge tone={TONE_OF[status ?? 'unsaved']}>{label}</StatusBadge>;
}

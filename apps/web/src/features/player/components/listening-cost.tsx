import { formatMegabytes } from '../../../lib/format.ts';
import { isSavingData, useDataBudget } from '../../data-budget/store.ts';
import { type CostedSong, songsBytes } from '../cost.ts';
import { browserCanPlayType, type Quality, resolveQuality } from '../quality.ts';
import { usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';

/** What `songs` cost at the chosen quality now: the quality (Auto resolved), its name, and bytes. */
export function useListeningCost(songs: readonly CostedSong[]): {
  quality: Quality;
  label: string;
  bytes: number;
} {
  const setting = usePlayer((p) => p.quality);
  // Auto costs Éco once the plan is nearly spent.
  useDataBudget(isSavingData);
  const quality = resolveQuality(setting);
  return {
    quality,
    label: playerTexts.quality.options[quality],
    bytes: songsBytes(songs, quality, browserCanPlayType),
  };
}

/** « Écoute : 1,2 Mo en Éco »: what listening to `songs` costs in data at the chosen quality. */
export function ListeningCost({
  songs,
  className = '',
}: {
  songs: readonly CostedSong[];
  className?: string;
}) {
  const { label, bytes } = useListeningCost(songs);
  return (
    <p className={`text-sm text-muted ${className}`} data-testid="listening-cost">
      {playerTexts.listeningCost(formatMegabytes(bytes), label)}
    </p>
  );
}

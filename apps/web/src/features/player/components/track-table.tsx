import { formatDuration } from '@sanza/contracts/constants';
import { AudioLines } from 'lucide-react';
import { SkeletonBar, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { playTracks, usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import type { PlayerTrack } from '../types.ts';
import { TrackThumb } from './track-thumb.tsx';

/** The list's tracks; a click on a row plays the list from it; the track playing is highlighted. */
export function TrackTable({ tracks }: { tracks: PlayerTrack[] }) {
  const currentId = usePlayer((p) => p.track?.id ?? null);
  const isPlaying = usePlayer((p) => p.isPlaying);
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="border-b border-ink-800 text-xs text-muted uppercase">
        <tr>
          <th scope="col" className="w-10 py-2 pl-2 font-medium">
            {playerTexts.columns.index}
          </th>
          <th scope="col" className="py-2 font-medium">
            {playerTexts.columns.title}
          </th>
          <th scope="col" className="hidden py-2 font-medium md:table-cell">
            {playerTexts.columns.artist}
          </th>
          <th scope="col" className="w-16 py-2 pr-2 text-right font-medium">
            {playerTexts.columns.duration}
          </th>
        </tr>
      </thead>
      <tbody>
        {tracks.map((track, index) => {
          const isCurrent = track.id === currentId;
          return (
            <tr
              key={track.id}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => playTracks(tracks, index)}
              className={`cursor-pointer border-b border-ink-800/60 transition-colors hover:bg-ink-800 ${isCurrent ? 'bg-ink-850 text-accent' : ''}`}
            >
              <td className="py-2 pl-2 text-muted tabular-nums">
                {isCurrent && isPlaying ? (
                  <AudioLines aria-label={playerTexts.nowPlaying} className="size-4 text-accent" />
                ) : (
                  index + 1
                )}
              </td>
              <td className="py-2 pr-2">
                <div className="flex min-w-0 items-center gap-3">
                  <TrackThumb coverUrl={track.coverUrl} />
                  <div className="min-w-0">
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        playTracks(tracks, index);
                      }}
                      aria-label={playerTexts.playTrack(track.title)}
                      className={`block max-w-full truncate text-left font-medium ${isCurrent ? 'text-accent' : 'text-fg'}`}
                    >
                      {track.title}
                    </button>
                    <p className="truncate text-xs text-muted md:hidden">{track.artist}</p>
                  </div>
                </div>
              </td>
              <td className="hidden truncate py-2 pr-2 text-muted md:table-cell">{track.artist}</td>
              <td className="py-2 pr-2 text-right text-muted tabular-nums">
                {formatDuration(track.duration)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Grey rows while the list loads. */
export function TrackTableSkeleton() {
  return (
    <div role="status" aria-label={playerTexts.loading}>
      <div className="mb-6 flex items-end gap-4">
        <SkeletonBar className="size-28 rounded-lg sm:size-40" />
        <div className="flex-1 space-y-3">
          <SkeletonBar className="h-3 w-16 rounded" />
          <SkeletonBar className="h-7 w-3/4 rounded" />
          <SkeletonBar className="h-3 w-24 rounded" />
        </div>
      </div>
      <SkeletonRows
        count={8}
        rowClassName="border-b border-ink-800/60 py-2"
        thumbClassName="size-10 rounded"
        lineClassNames={['h-3 w-1/2 rounded', 'h-2.5 w-1/3 rounded']}
      />
    </div>
  );
}

import type { Song } from '@sanza/contracts';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { PlayTrackButton } from '../../player/components/play-track-button.tsx';
import { popularityPercent } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { ExplicitBadge } from './explicit-badge.tsx';

/** A popularity score as a bar, read out as 'Popularité : 80 %'. */
export function PopularityBar({ popularity }: { popularity: number }) {
  const percent = popularityPercent(popularity);
  return (
    <span
      role="img"
      aria-label={musicTexts.popularity(percent)}
      className="block h-1.5 w-20 overflow-hidden rounded-full bg-ink-700"
    >
      <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </span>
  );
}

/**
 * An album's tracks: number, title with its explicit badge, artists, popularity bar and duration;
 * each row's play button plays the album from that track.
 */
export function TrackTable({ songs }: { songs: readonly Song[] }) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Titres de l'album</caption>
      <thead>
        <tr className="border-b border-ink-700 text-left text-xs text-muted">
          <th scope="col" className="w-10 py-2 text-center font-semibold">
            {musicTexts.trackNumber}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {musicTexts.trackTitle}
          </th>
          <th scope="col" className="hidden w-28 py-2 font-semibold sm:table-cell">
            {musicTexts.trackPopularity}
          </th>
          <th scope="col" className="w-16 py-2 text-right font-semibold">
            <Clock aria-hidden="true" className="ml-auto size-4" />
            <span className="sr-only">{musicTexts.trackDuration}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {songs.map((song, index) => (
          <tr key={song.id} className="border-b border-ink-800 hover:bg-ink-850">
            <td className="py-2.5 text-center text-muted tabular-nums">{index + 1}</td>
            <td className="min-w-0 py-2.5">
              <span className="flex min-w-0 items-center gap-3">
                <PlayTrackButton song={song} queue={songs} className="size-9" />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-2">
                    <Link
                      to={`/musics/${song.reference_id}`}
                      className="truncate font-medium hover:underline"
                    >
                      {song.title}
                    </Link>
                    {song.is_explicit && <ExplicitBadge />}
                  </span>
                  <span className="block truncate text-xs text-muted">
                    {song.artists.map((a) => a.name).join(', ')}
                  </span>
                  {/* On phones the popularity column is hidden: the bar sits under the title instead. */}
                  <span className="mt-1.5 block sm:hidden">
                    <PopularityBar popularity={song.popularity} />
                  </span>
                </span>
              </span>
            </td>
            <td className="hidden py-2.5 sm:table-cell">
              <PopularityBar popularity={song.popularity} />
            </td>
            <td className="py-2.5 text-right text-muted tabular-nums">{song.duration_formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

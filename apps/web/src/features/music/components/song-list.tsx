import type { Song } from '@sanza/contracts';
import { Link } from 'react-router';
import { PlayTrackButton } from '../../player/components/play-track-button.tsx';
import { Cover } from './cover.tsx';
import { ExplicitBadge } from './explicit-badge.tsx';

/**
 * Songs as rows: cover, title (to /musics/{reference_id}), artists, duration and a play button that plays
 * `queue` (the songs shown, unless given) from that song; numbered when `isRanked`.
 */
export function SongList({
  songs,
  queue = songs,
  isRanked = false,
  label,
}: {
  songs: readonly Song[];
  queue?: readonly Song[];
  isRanked?: boolean;
  label?: string;
}) {
  const List = isRanked ? 'ol' : 'ul';
  return (
    <List aria-label={label} className="divide-y divide-ink-800">
      {songs.map((song, index) => (
        <li
          key={song.id}
          className="relative flex items-center gap-3 rounded-xl px-2 py-2 focus-within:bg-ink-850 hover:bg-ink-850"
        >
          {isRanked && (
            <span
              aria-hidden="true"
              className="w-6 shrink-0 text-center text-sm font-semibold text-muted tabular-nums"
            >
              {index + 1}
            </span>
          )}
          <Cover src={song.cover_image} size={48} className="size-12 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2">
              <Link
                to={`/musics/${song.reference_id}`}
                className="truncate font-medium after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {song.title}
              </Link>
              {song.is_explicit && <ExplicitBadge />}
            </p>
            <p className="truncate text-sm text-muted">
              {song.artists.map((artist) => artist.name).join(', ')}
            </p>
          </div>
          <span className="shrink-0 text-sm text-muted tabular-nums">{song.duration_formatted}</span>
          <PlayTrackButton song={song} queue={queue} />
        </li>
      ))}
    </List>
  );
}

import type { Song } from '@sanza/contracts';
import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { PlaylistPlaceholder } from './playlist-cover.tsx';

type Action = { kind: 'add' | 'remove'; label: string; isBusy: boolean; onClick: () => void };

/** A small square cover of a song, or the placeholder. */
export function SongThumb({ song, className = 'size-11' }: { song: Song; className?: string }) {
  return (
    <div className={`shrink-0 overflow-hidden rounded-lg bg-ink-800 ${className}`}>
      {song.cover_image ? (
        <img
          src={song.cover_image}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <PlaylistPlaceholder />
      )}
    </div>
  );
}

/** The artists of a song, as one line. */
export const artistLine = (song: Song) => song.artists.map((a) => a.name).join(', ');

/** One song in a list of the detail modal: cover, title, artists, duration, and an add or remove button. */
export function TrackRow({ song, action }: { song: Song; action: Action }) {
  const Icon = action.kind === 'add' ? Plus : Minus;
  return (
    <li className="flex items-center gap-3 py-2">
      <SongThumb song={song} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{song.title}</p>
        <p className="truncate text-sm text-muted">{artistLine(song)}</p>
      </div>
      <span className="shrink-0 text-sm text-muted tabular-nums">{song.duration_formatted}</span>
      <button
        type="button"
        onClick={action.onClick}
        disabled={action.isBusy}
        aria-label={action.label}
        aria-busy={action.isBusy || undefined}
        className={`grid size-11 shrink-0 place-items-center rounded-full border transition-colors disabled:opacity-60 ${
          action.kind === 'add'
            ? 'border-accent/60 text-accent hover:bg-accent hover:text-accent-ink'
            : 'border-ink-600 text-muted hover:border-red-400 hover:text-red-300'
        }`}
      >
        {action.isBusy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Icon aria-hidden="true" className="size-5" />
        )}
      </button>
    </li>
  );
}

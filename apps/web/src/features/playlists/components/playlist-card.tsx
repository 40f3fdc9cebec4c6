import type { Playlist } from '@sanza/contracts';
import { Globe, Lock, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { playlistTexts } from '../texts.ts';
import { PlaylistCover } from './playlist-cover.tsx';

type Props = { playlist: Playlist; onOpen: () => void; onDelete: () => void };

/**
 * A card of /playlist: the cover mosaic, name, style and track count open the detail modal; a play button goes to
 * the player and a delete button asks for confirmation. The three are siblings (no button inside a button).
 */
export function PlaylistCard({ playlist, onOpen, onDelete }: Props) {
  const Visibility = playlist.is_public ? Globe : Lock;
  return (
    <li className="group relative rounded-2xl border border-ink-800 bg-ink-900 p-3 transition-colors hover:border-ink-700 hover:bg-ink-850">
      <button
        type="button"
        onClick={onOpen}
        aria-label={playlistTexts.open(playlist.name)}
        className="block w-full rounded-xl text-left"
      >
        <PlaylistCover playlist={playlist} className="rounded-xl" />
        <h2 className="mt-3 truncate font-bold">{playlist.name}</h2>
        {playlist.is_hidden && (
          <StatusBadge tone="warning" look="solid" className="mt-1">
            {playlistTexts.hiddenBadge}
          </StatusBadge>
        )}
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
          <Visibility aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">
            {playlist.is_public ? playlistTexts.isPublic : playlistTexts.isPrivate}
          </span>
          <span className="truncate">
            {[playlist.style, playlistTexts.tracks(playlist.contents.length)].filter(Boolean).join(' · ')}
          </span>
        </p>
      </button>
      {/* Laid over the cover, beside the open button rather than inside it. */}
      <div className="pointer-events-none absolute inset-x-3 top-3 aspect-square">
        {/* An empty playlist has nothing to play. */}
        {playlist.contents.length > 0 && (
          <Link
            to={`/player/playlist/${playlist.reference_id}`}
            aria-label={playlistTexts.play(playlist.name)}
            className="pointer-events-auto absolute right-2 bottom-2 grid size-11 place-items-center sm:size-12 rounded-full bg-accent text-accent-ink shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-accent-soft"
          >
            <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
          </Link>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={playlistTexts.delete(playlist.name)}
          className="pointer-events-auto absolute top-2 right-2 grid size-9 sm:size-10 place-items-center rounded-full bg-ink-950/75 text-fg transition-colors hover:bg-red-600"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

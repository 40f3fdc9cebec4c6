import type { Playlist } from '@sanza/contracts';
import { musicMessages, playlistMessages } from '@sanza/contracts/constants';
import { ListMusic, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useMyPlaylists } from '../queries.ts';
import { filterPlaylists } from '../rules.ts';
import { playlistTexts } from '../texts.ts';
import { CreatePlaylistDialog } from './create-playlist-dialog.tsx';
import { DeletePlaylistDialog } from './delete-playlist-dialog.tsx';
import { PlaylistCard } from './playlist-card.tsx';
import { PlaylistDetailDialog } from './playlist-detail-dialog.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 @2xl:grid-cols-3 @4xl:grid-cols-4 @6xl:grid-cols-5';

function GridSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{playlistTexts.loading}</span>
      <ul aria-hidden="true" className={grid}>
        {[1, 2, 3, 4].map((i) => (
          <li key={i} className="space-y-3 rounded-2xl border border-ink-800 bg-ink-900 p-3">
            <SkeletonBar className="aspect-square rounded-xl" />
            <SkeletonBar className="h-5 w-3/4 rounded" />
            <SkeletonBar className="h-4 w-1/2 rounded" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoPlaylists({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={ListMusic}
      headingLevel={2}
      title={musicMessages.noPlaylists}
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" className="size-5" />
          {playlistTexts.create}
        </Button>
      }
    >
      {playlistTexts.emptyText}
    </EmptyState>
  );
}

/**
 * My Playlists (login required): title and count, a search over name and style, the Create modal, the
 * grid of cards (cover mosaic, delete with confirmation), and the detail modal with tracks and Add-tracks list.
 */
export function PlaylistsView() {
  const searchId = useId();
  const mine = useMyPlaylists();
  const [query, setQuery] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Playlist | null>(null);
  const [deleting, setDeleting] = useState<Playlist | null>(null);
  const all = mine.data ?? [];
  const shown = filterPlaylists(all, query);

  return (
    <div className="@container space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{playlistTexts.title}</h1>
          {mine.data && (
            <p className="mt-1 text-sm text-muted" data-testid="playlist-count">
              {playlistTexts.count(all.length)}
            </p>
          )}
        </div>
        {/* With no playlist yet, the empty state carries the one Create button. */}
        {all.length > 0 && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {playlistTexts.create}
          </Button>
        )}
      </header>

      {all.length > 0 && (
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            {playlistTexts.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={playlistTexts.searchPlaceholder}
            className={`${inputClass} pl-10`}
          />
        </div>
      )}

      {mine.isPending ? (
        <GridSkeleton />
      ) : mine.isError ? (
        <LoadError
          message={playlistTexts.loadError}
          onRetry={() => void mine.refetch()}
          isRetrying={mine.isFetching}
        />
      ) : all.length === 0 ? (
        <NoPlaylists onCreate={() => setCreating(true)} />
      ) : shown.length === 0 ? (
        <EmptyState compact role="status">
          {musicMessages.noPlaylistMatch}
        </EmptyState>
      ) : (
        <ul className={grid} aria-label={playlistTexts.title}>
          {shown.map((playlist) => (
            <PlaylistCard
              key={playlist.id}
              playlist={playlist}
              onOpen={() => setOpened(playlist)}
              onDelete={() => setDeleting(playlist)}
            />
          ))}
        </ul>
      )}

      <CreatePlaylistDialog
        isOpen={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(playlist) => {
          setCreating(false);
          toast.success(playlistTexts.created);
          // The new playlist opens at once, ready for its first tracks.
          setOpened(playlist);
        }}
      />
      <PlaylistDetailDialog initial={opened} onClose={() => setOpened(null)} />
      <DeletePlaylistDialog
        playlist={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          toast.success(playlistMessages.deleted);
        }}
      />
    </div>
  );
}

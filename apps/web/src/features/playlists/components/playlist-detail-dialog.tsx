import type { Playlist } from '@sanza/contracts';
import { ExternalLink, Play, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { playlistErrorMessage } from '../errors.ts';
import { useAddSong, useRemoveSong } from '../mutations.ts';
import { useAvailableSongs, usePlaylist } from '../queries.ts';
import { formatTotalDuration } from '../rules.ts';
import { playlistTexts } from '../texts.ts';
import { TrackRow } from './track-row.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors';

/** The songs that can still be added, searchable by title or artist. Failures are shown, not only logged. */
function AddTracks({ playlistRef }: { playlistRef: string }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const available = useAvailableSongs(playlistRef, search);
  const songs = available.data?.pages.flatMap((page) => page.results) ?? [];
  const total = available.data?.pages[0]?.count ?? 0;
  const add = useAddSong(playlistRef);
  return (
    <section aria-labelledby={`${searchId}-title`} className="space-y-3">
      <h3 id={`${searchId}-title`} className="font-bold">
        {playlistTexts.addTitle}
      </h3>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {playlistTexts.addSearchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={playlistTexts.addSearchPlaceholder}
          className={`${inputClass} pl-10`}
        />
      </div>
      {add.isError && <FormAlert>{playlistErrorMessage(add.error, playlistTexts.addError)}</FormAlert>}
      {available.isPending ? (
        <ul aria-hidden="true" className="space-y-2">
          {[1, 2, 3].map((i) => (
            <li key={i}>
              <SkeletonBar className="h-12 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : available.isError && !available.isFetchNextPageError ? (
        <p className="text-sm text-red-300">{playlistTexts.availableError}</p>
      ) : songs.length === 0 ? (
        <p className="text-sm text-muted">{playlistTexts.noAvailable}</p>
      ) : (
        <ul aria-label={playlistTexts.addTitle} className="divide-y divide-ink-800">
          {songs.map((song) => (
            <TrackRow
              key={song.id}
              song={song}
              action={{
                kind: 'add',
                label: playlistTexts.add(song.title),
                isBusy: add.isPending && add.variables === song.id,
                onClick: () => add.mutate(song.id),
              }}
            />
          ))}
        </ul>
      )}
      {available.hasNextPage && (
        // A button rather than an infinite scroll: the list scrolls inside a dialog, and a button is reachable
        // with a keyboard and a screen reader (every song can be reached, page after page).
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted" aria-live="polite">
            {playlistTexts.availableCount(songs.length, total)}
          </p>
          <Button
            variant="secondary"
            onClick={() => void available.fetchNextPage()}
            disabled={available.isFetchingNextPage}
          >
            {available.isFetchingNextPage ? playlistTexts.loadingMore : playlistTexts.loadMore}
          </Button>
        </div>
      )}
      {available.isFetchNextPageError && (
        <p className="text-sm text-red-300">{playlistTexts.availableError}</p>
      )}
    </section>
  );
}

/** The tracks of the playlist, each removable. */
function Tracks({ playlist }: { playlist: Playlist }) {
  const remove = useRemoveSong(playlist.reference_id);
  return (
    <section className="space-y-2">
      <h3 className="font-bold">{playlistTexts.tracksTitle}</h3>
      {remove.isError && (
        <FormAlert>{playlistErrorMessage(remove.error, playlistTexts.removeError)}</FormAlert>
      )}
      {playlist.contents.length === 0 ? (
        <p className="text-sm text-muted">{playlistTexts.noTracks}</p>
      ) : (
        <ol aria-label={playlistTexts.tracksTitle} className="divide-y divide-ink-800">
          {playlist.contents.map((song) => (
            <TrackRow
              key={song.id}
              song={song}
              action={{
                kind: 'remove',
                label: playlistTexts.remove(song.title),
                isBusy: remove.isPending && remove.variables === song.id,
                onClick: () => remove.mutate(song.id),
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The detail modal of a card: the playlist's tracks and the Add-tracks list. */
export function PlaylistDetailDialog({
  initial,
  onClose,
}: {
  initial: Playlist | null;
  onClose: () => void;
}) {
  const ref = initial?.reference_id ?? '';
  const detail = usePlaylist(ref);
  // The card's copy shows at once; the fresh one replaces it when it comes.
  const playlist = detail.data ?? initial;
  const total = playlist?.contents.reduce((sum, song) => sum + song.duration, 0) ?? 0;
  return (
    <Dialog
      isOpen={initial !== null}
      onClose={onClose}
      title={playlist?.name}
      description={
        playlist
          ? [playlist.style, playlistTexts.tracks(playlist.contents.length), formatTotalDuration(total)]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
    >
      {playlist && (
        <>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/player/playlist/${playlist.reference_id}`}
              className={`${linkClass} bg-accent text-accent-ink hover:bg-accent-soft`}
            >
              <Play aria-hidden="true" className="size-4 fill-current" />
              {playlistTexts.playAll}
            </Link>
            <Link
              to={`/playlist/${playlist.reference_id}`}
              className={`${linkClass} border border-ink-600 hover:bg-ink-800`}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {playlistTexts.openPage}
            </Link>
          </div>
          <Tracks playlist={playlist} />
          <AddTracks playlistRef={playlist.reference_id} />
        </>
      )}
    </Dialog>
  );
}

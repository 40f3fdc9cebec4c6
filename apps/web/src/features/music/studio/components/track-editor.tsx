import type { StudioAlbum } from '@sanza/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { FormAlert, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { inputClass } from '../../../../components/ui/form-field.tsx';
import { useFlashMessage } from '../../../../lib/use-flash-message.ts';
import type { StudioSong } from '../api.ts';
import { useUpdateAlbum } from '../mutations.ts';
import { errorText, isOrderChanged, moveTrack } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';

const T = studioMusicTexts.albums;

type Track = { song_id: number; title: string };

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full border border-ink-700 text-muted hover:border-fg hover:text-fg disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:border-ink-700';

/** The album holding each song, by song id. */
function albumOfSong(albums: readonly StudioAlbum[]): Map<number, StudioAlbum> {
  const map = new Map<number, StudioAlbum>();
  for (const album of albums) for (const track of album.tracks) map.set(track.song_id, album);
  return map;
}

type Props = {
  album: StudioAlbum;
  /** My uploads; the ready ones may be added. */
  songs: readonly StudioSong[];
  /** All my albums, to say where a song is now. */
  albums: readonly StudioAlbum[];
};

/**
 * An album's tracks: add my published songs, remove them, move them up or down with buttons (usable on a phone,
 * no dragging), then save the whole order at once (PATCH `tracks`).
 */
export function TrackEditor({ album, songs, albums }: Props) {
  const update = useUpdateAlbum(album.id);
  const saved = album.tracks.map((t) => ({ song_id: t.song_id, title: t.title }));
  // Local changes only; without any the album's saved tracks show (kept fresh by the list).
  const [draft, setTracks] = useState<Track[] | null>(null);
  const tracks = draft ?? saved;
  const [choice, setChoice] = useState('');
  const [success, flash] = useFlashMessage();
  const holders = albumOfSong(albums);
  const ids = tracks.map((t) => t.song_id);
  const isDirty = isOrderChanged(
    ids,
    saved.map((t) => t.song_id),
  );
  const addable = songs.filter(
    (s): s is StudioSong & { song_id: number } =>
      s.status === 'ready' && s.song_id !== null && !ids.includes(s.song_id),
  );

  const add = () => {
    const song = addable.find((s) => String(s.song_id) === choice);
    if (!song) return;
    setTracks([...tracks, { song_id: song.song_id, title: song.title }]);
    setChoice('');
  };

  const save = async () => {
    try {
      await update.mutateAsync({ tracks: ids });
      setTracks(null);
      flash(T.orderSaved);
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  const selectId = `album-${album.id}-add`;
  return (
    <div className="space-y-4">
      {update.isError && <FormAlert>{errorText(update.error)}</FormAlert>}
      {tracks.length === 0 ? (
        <p className="text-sm text-muted">{T.noTracks}</p>
      ) : (
        <ol aria-label={T.tracksTitle} className="space-y-2">
          {tracks.map((track, index) => (
            <li
              key={track.song_id}
              className="flex items-center gap-2 rounded-2xl border border-ink-800 bg-ink-950/40 py-1.5 pr-1.5 pl-3"
            >
              <span className="w-6 shrink-0 text-sm font-semibold text-muted tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 break-words text-sm font-semibold">{track.title}</span>
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                aria-label={T.moveUp(track.title)}
                onClick={() => setTracks(moveTrack(tracks, index, -1))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === tracks.length - 1}
                aria-label={T.moveDown(track.title)}
                onClick={() => setTracks(moveTrack(tracks, index, 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={T.remove(track.title)}
                onClick={() => setTracks(tracks.filter((t) => t.song_id !== track.song_id))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {addable.length === 0 ? (
        <p className="text-sm text-muted">{T.noReadySongs}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-fg">
              {T.addLabel}
            </label>
            <select
              id={selectId}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              className={inputClass}
            >
              <option value="">{T.addPlaceholder}</option>
              {addable.map((song) => {
                const holder = holders.get(song.song_id);
                return (
                  <option key={song.song_id} value={song.song_id}>
                    {song.title}
                    {holder && holder.id !== album.id ? ` ${T.inOtherAlbum(holder.title)}` : ''}
                  </option>
                );
              })}
            </select>
          </div>
          <button type="button" onClick={add} disabled={!choice} className={buttonClass('secondary')}>
            <Plus aria-hidden="true" className="size-4" />
            {T.add}
          </button>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          type="button"
          onClick={() => void save()}
          disabled={!isDirty || update.isPending}
          aria-busy={update.isPending || undefined}
          className={buttonClass('primary')}
        >
          {update.isPending ? studioMusicTexts.saving : T.saveOrder}
        </button>
        {isDirty && <p className="text-sm text-amber-200">{T.unsaved}</p>}
      </div>
      <SuccessMessage>{success}</SuccessMessage>
    </div>
  );
}

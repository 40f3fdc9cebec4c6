import { ChevronDown, Music } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../auth/store.ts';
import { PlayerBudgetPanel } from '../../data-budget/components/budget-meter.tsx';
import { ConcertChip } from '../../music/components/concert-chip.tsx';
import { LikeButton } from '../../music/components/like-button.tsx';
import { useLikeStatus, useSong } from '../../music/queries.ts';
import { usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import type { PlayerTrack } from '../types.ts';
import { SeekBar, TransportControls, VolumeControl } from './player-controls.tsx';
import { QualityControl } from './quality-control.tsx';
import { QueueList } from './queue-list.tsx';

/** The like toggle of the track playing, from its song page's data (likes count and whether the user likes it). */
function TrackLike({ referenceId }: { referenceId: string }) {
  const isSignedIn = useIsSignedIn();
  const song = useSong(referenceId);
  const status = useLikeStatus(referenceId, isSignedIn);
  if (!song.data) return null;
  const isLiked = isSignedIn ? (status.data?.is_liked ?? song.data.is_liked) : false;
  return (
    <LikeButton songId={referenceId} isLiked={isLiked} likes={song.data.likes} isSignedIn={isSignedIn} />
  );
}

/** The chip to the next concert of the track's first artist (from its song page's data), if any. */
function TrackConcert({ referenceId, onLeave }: { referenceId: string; onLeave: () => void }) {
  const song = useSong(referenceId);
  return <ConcertChip artistId={song.data?.artists[0]?.id ?? null} onLeave={onLeave} />;
}

/** Cover, title (to the song's page) and artists (to theirs); a link closes the sheet as it leaves. */
function TrackHeading({ track, onLeave }: { track: PlayerTrack; onLeave: () => void }) {
  const linkClass = 'hover:underline focus-visible:underline';
  return (
    <div className="space-y-4">
      {track.coverUrl ? (
        <img
          src={track.coverUrl}
          alt=""
          className="mx-auto aspect-square w-full max-w-[min(20rem,42dvh)] rounded-2xl bg-ink-800 object-cover shadow-2xl"
        />
      ) : (
        <div
          aria-hidden="true"
          className="mx-auto grid aspect-square w-full max-w-[min(20rem,42dvh)] place-items-center rounded-2xl bg-ink-800"
        >
          <Music className="size-16 text-muted" />
        </div>
      )}
      <div className="min-w-0">
        <p className="truncate text-xl font-bold" data-testid="sheet-title">
          {track.referenceId ? (
            <Link to={`/musics/${track.referenceId}`} onClick={onLeave} className={linkClass}>
              {track.title}
            </Link>
          ) : (
            track.title
          )}
        </p>
        <p className="truncate text-muted">
          {track.artistLinks?.length
            ? track.artistLinks.map((artist, index) => (
                <span key={artist.referenceId}>
                  {index > 0 && ', '}
                  <Link to={`/artists/${artist.referenceId}`} onClick={onLeave} className={linkClass}>
                    {artist.name}
                  </Link>
                </span>
              ))
            : track.artist}
        </p>
      </div>
    </div>
  );
}

/**
 * The « now playing » sheet, opened by a tap on the player bar: the track (cover, links, like), the seek bar,
 * every control (shuffle and repeat included), the volume, the queue (play, move, remove) and the listening
 * quality. A native modal `<dialog>`: the page behind is inert and focus stays inside; Escape, the « Fermer »
 * button or a link closes it, and the focus goes back to what opened it. Full height on phones, a side panel
 * from `md`. Where `<dialog>` is missing (old phones) it opens as a fixed layer all the same.
 */
export function NowPlayingSheet({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const track = usePlayer((p) => p.track);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    // The page behind must not scroll under the finger (iPhone Safari scrolls it through a modal).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const opener = returnFocusTo.current;
    return () => {
      root.style.overflow = overflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo]);

  // The track ended with nothing after it and was unloaded: nothing left to show.
  useEffect(() => {
    if (!track) onClose();
  }, [track, onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid="now-playing-sheet"
      onCancel={(event) => {
        // Escape: closed through the page's state, so the sheet unmounts and focus returns.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="fixed inset-0 z-[60] m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-ink-950 p-0 text-fg backdrop:bg-black/70 md:left-auto md:w-[28rem] md:border-l md:border-ink-800"
    >
      <div className="mx-auto flex min-h-full max-w-lg flex-col gap-5 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-2">
          <button
            type="button"
            data-autofocus
            // biome-ignore lint/a11y/noAutofocus: a modal dialog starts on its close button
            autoFocus
            onClick={onClose}
            aria-label={playerTexts.close}
            title={playerTexts.close}
            className="-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
          >
            <ChevronDown aria-hidden="true" className="size-6" />
          </button>
          <h2
            id={titleId}
            className="flex-1 text-center text-sm font-semibold tracking-wide text-muted uppercase"
          >
            {playerTexts.nowPlaying}
          </h2>
          <span aria-hidden="true" className="size-11 shrink-0" />
        </div>
        {track && (
          <>
            <TrackHeading track={track} onLeave={onClose} />
            {track.referenceId && (
              <div className="flex flex-wrap items-center gap-3">
                <TrackLike referenceId={track.referenceId} />
                <TrackConcert referenceId={track.referenceId} onLeave={onClose} />
              </div>
            )}
            <SeekBar />
            <div className="flex justify-center">
              <TransportControls isFull />
            </div>
            <VolumeControl />
            <QueueList />
            <div className="space-y-3 rounded-2xl border border-ink-800 p-3">
              <PlayerBudgetPanel />
              <QualityControl />
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}

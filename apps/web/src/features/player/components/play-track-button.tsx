import type { Song } from '@sanza/contracts';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { startIndexOf } from '../queue.ts';
import { continueWithin, playTracks, toggle, usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import { toPlayerTrack } from '../types.ts';

type PlayProps = {
  /** The song to play. */
  song: Song;
  /** The list it belongs to, which becomes the queue, starting at `song` (the song alone when not given). */
  queue?: readonly Song[];
};

/** Whether `song` is the track loaded, and whether it plays; a press starts the queue at it or toggles it. */
function usePlaySong({ song, queue }: PlayProps) {
  const isCurrent = usePlayer((p) => p.track?.id === song.id);
  const isPlaying = usePlayer((p) => p.isPlaying);
  // Started before its list arrived (the song page's album still loading): the list joins when it comes.
  const isWaitingForList = useRef(false);
  const isInQueue = queue?.some((item) => item.id === song.id) ?? false;
  useEffect(() => {
    if (!isWaitingForList.current || !queue || !isInQueue) return;
    isWaitingForList.current = false;
    continueWithin(queue.map(toPlayerTrack), startIndexOf(queue, song.id));
  }, [queue, isInQueue, song.id]);
  const onPlay = () => {
    if (isCurrent) {
      toggle();
      return;
    }
    // The sound starts at once, within the tap (phones refuse a play that comes later).
    const list = queue && isInQueue ? queue : [song];
    isWaitingForList.current = list.length === 1 && !isInQueue;
    playTracks(list.map(toPlayerTrack), startIndexOf(list, song.id));
  };
  return { isPlayingThis: isCurrent && isPlaying, onPlay };
}

/**
 * A round play button on a row of a list (album, artist, search hit): plays the list from this song, or pauses
 * and resumes it when it is the track loaded. It sits above the row's covering link.
 */
export function PlayTrackButton({ className = '', ...props }: PlayProps & { className?: string }) {
  const { isPlayingThis, onPlay } = usePlaySong(props);
  const Icon = isPlayingThis ? Pause : Play;
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={
        isPlayingThis ? playerTexts.pauseTrack(props.song.title) : playerTexts.playTrack(props.song.title)
      }
      className={`relative z-10 grid size-10 shrink-0 place-items-center rounded-full text-fg transition-colors hover:bg-accent hover:text-accent-ink focus-visible:bg-accent focus-visible:text-accent-ink ${isPlayingThis ? 'bg-accent text-accent-ink' : 'bg-ink-800'} ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 translate-x-px fill-current" />
    </button>
  );
}

/** The song page's main button, « Écouter »: plays its list (its album) from this song; « Pause » while it plays. */
export function PlaySongButton(props: PlayProps) {
  const { isPlayingThis, onPlay } = usePlaySong(props);
  return (
    <Button onClick={onPlay}>
      {isPlayingThis ? (
        <Pause aria-hidden="true" className="size-5 fill-current" />
      ) : (
        <Play aria-hidden="true" className="size-5 fill-current" />
      )}
      {isPlayingThis ? playerTexts.pause : playerTexts.listen}
    </Button>
  );
}

import { formatDuration, musicMessages } from '@sanza/contracts/constants';
import { Maximize, Minimize, Music, Pause, Play } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePlayerSource } from '../queries.ts';
import { getPlayerState, play, playTracks, toggle, usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import type { PlayerTrack } from '../types.ts';
import { NowPlaying, SeekBar, TransportControls } from './player-controls.tsx';
import { QualityMenuButton } from './quality-control.tsx';
import { TrackTable, TrackTableSkeleton } from './track-table.tsx';

/** Whether `ref`'s element is fullscreen, and the toggle (null where the browser cannot, e.g. iPhone Safari). */
function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return { isFullscreen, toggle: null };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  };
  return { isFullscreen, toggle: toggleFullscreen };
}

/** Whether `target` has scrolled out of view (so the mini header shows). */
function useScrolledPast(target: HTMLElement | null) {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(entry ? !entry.isIntersecting : false), {
      // The sticky top bar (3.5 rem) hides the top of the page.
      rootMargin: '-56px 0px 0px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return isPast;
}

/** The big play button: plays the list from the start, or pauses/resumes it when it is the one loaded. */
function PlayListButton({ tracks, size }: { tracks: PlayerTrack[]; size: 'big' | 'small' }) {
  const currentId = usePlayer((p) => p.track?.id ?? null);
  const isPlaying = usePlayer((p) => p.isPlaying);
  const isThisList = currentId !== null && tracks.some((track) => track.id === currentId);
  const isPlayingThis = isThisList && isPlaying;
  const dimensions = size === 'big' ? 'size-14' : 'size-10';
  return (
    <button
      type="button"
      onClick={() => (isThisList ? toggle() : playTracks(tracks, 0))}
      aria-label={isPlayingThis ? playerTexts.pauseAll : playerTexts.playAll}
      className={`grid ${dimensions} shrink-0 place-items-center rounded-full bg-accent text-accent-ink shadow-lg transition-transform hover:scale-105 hover:bg-accent-soft`}
    >
      {isPlayingThis ? (
        <Pause aria-hidden="true" className="size-1/2 fill-current" />
      ) : (
        <Play aria-hidden="true" className="size-1/2 translate-x-px fill-current" />
      )}
    </button>
  );
}

/**
 * Every way here is a play button (the album's, a playlist card's, the top bar's play icon): arriving starts
 * the list, unless something is already playing, which is not cut off. A list already loaded and paused
 * resumes. Once per visit. Without a user gesture (an address typed in) the browser may refuse: the track
 * then waits, loaded and paused, in the bar.
 */
function usePlayOnArrival(tracks: PlayerTrack[] | undefined) {
  const { key } = useLocation();
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!tracks?.length || startedFor.current === key) return;
    startedFor.current = key;
    const player = getPlayerState();
    if (player.isPlaying) return;
    if (player.track && tracks.some((track) => track.id === player.track?.id)) play();
    else playTracks(tracks, 0);
  }, [tracks, key]);
}

/** `/player/{type}/{id}`: an album, a playlist or all songs, with a track table. */
export function PlayerView() {
  const { type, id = '' } = useParams();
  const { kind, data, isPending, isError, refetch, isFetching } = usePlayerSource(type, id);
  const containerRef = useRef<HTMLDivElement>(null);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const fullscreen = useFullscreen(containerRef);
  const hasTracks = (data?.tracks.length ?? 0) > 0;
  const isHeaderPast = useScrolledPast(header);
  const hasPlayer = usePlayer((p) => p.track !== null);
  usePlayOnArrival(data?.tracks);

  if (isPending) return <TrackTableSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="grid place-items-center gap-4 py-16 text-center">
        <p className="text-muted">{musicMessages.playerLoadError}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="rounded-full bg-ink-800 px-4 py-2 text-sm font-semibold hover:bg-ink-700 disabled:opacity-60"
        >
          {playerTexts.retry}
        </button>
      </div>
    );
  }
  const tracks = data.tracks;
  const title = data.title ?? playerTexts.pageTitle.all;
  const totalS = tracks.reduce((sum, track) => sum + track.duration, 0);
  const cover = tracks.find((track) => track.coverUrl)?.coverUrl ?? null;

  return (
    <div
      ref={containerRef}
      className={
        fullscreen.isFullscreen ? 'flex h-full flex-col overflow-y-auto bg-ink-950 px-4 pt-5 sm:px-8' : ''
      }
    >
      {hasTracks && (
        <div className={`sticky z-20 h-0 ${fullscreen.isFullscreen ? 'top-0' : 'top-14'}`}>
          <div
            inert={!isHeaderPast}
            data-testid="player-mini-header"
            data-visible={isHeaderPast}
            className={`-mx-4 flex items-center gap-3 border-b border-ink-800 bg-ink-950/95 px-4 py-2 transition-opacity sm:-mx-6 sm:px-6 ${isHeaderPast ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            <PlayListButton tracks={tracks} size="small" />
            <p className="truncate font-semibold">{title}</p>
          </div>
        </div>
      )}

      <header ref={setHeader} className="mb-6 flex flex-wrap items-end gap-4 sm:gap-6">
        {cover ? (
          <img
            src={cover}
            alt=""
            className="size-28 shrink-0 rounded-lg bg-ink-800 object-cover shadow-xl sm:size-44"
          />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-28 shrink-0 place-items-center rounded-lg bg-ink-800 sm:size-44"
          >
            <Music className="size-10 text-muted" />
          </div>
        )}
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {playerTexts.pageTitle[kind]}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold break-words sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">
            {playerTexts.trackCount(tracks.length)}
            {hasTracks && ` · ${formatDuration(totalS)}`}
          </p>
          <div className="mt-4 flex items-center gap-3">
            {hasTracks && <PlayListButton tracks={tracks} size="big" />}
            {fullscreen.toggle && (
              <button
                type="button"
                onClick={fullscreen.toggle}
                aria-pressed={fullscreen.isFullscreen}
                aria-label={fullscreen.isFullscreen ? playerTexts.exitFullscreen : playerTexts.fullscreen}
                title={fullscreen.isFullscreen ? playerTexts.exitFullscreen : playerTexts.fullscreen}
                className="grid size-10 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
              >
                {fullscreen.isFullscreen ? (
                  <Minimize aria-hidden="true" className="size-5" />
                ) : (
                  <Maximize aria-hidden="true" className="size-5" />
                )}
              </button>
            )}
          </div>
        </div>
      </header>

      {hasTracks ? (
        <TrackTable tracks={tracks} />
      ) : (
        <p className="py-12 text-center text-muted">{musicMessages.playerEmpty}</p>
      )}

      {/* Fullscreen shows only this page: it brings the controls of the bar along. */}
      {fullscreen.isFullscreen && hasPlayer && (
        <div className="sticky bottom-0 mt-auto -mx-4 grid gap-2 border-t border-ink-800 bg-ink-900/95 px-4 py-3 sm:-mx-8 sm:px-8">
          <SeekBar />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <NowPlaying />
            <div className="flex items-center gap-1">
              <TransportControls isFull />
              <QualityMenuButton />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

import { ListMusic } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import { NowPlaying, SeekBar, TransportControls, VolumeControl } from './player-controls.tsx';
import { QualityMenuButton } from './quality-control.tsx';

// The sheet's code (queue, like, links) downloads on the first tap, not with the bar.
const NowPlayingSheet = lazy(async () => ({
  default: (await import('./now-playing-sheet.tsx')).NowPlayingSheet,
}));

const CONTROLS = 'button, a, input, label, [popover]';

/**
 * Whether a tap landed on one of the bar's own controls (which keep their action) rather than on the bar. The
 * path is the one taken at the tap: by the time the event reaches the bar, a button may have redrawn its icon
 * (repeat → repeat-one), leaving the target outside the page.
 */
function isOnControl(event: MouseEvent): boolean {
  const native = (event.nativeEvent ?? event) as unknown as Event;
  const path = typeof native.composedPath === 'function' ? native.composedPath() : [];
  if (path.some((node) => node instanceof Element && node.matches(CONTROLS))) return true;
  const target = event.target as Element;
  return !target.isConnected || target.closest(CONTROLS) !== null;
}

/**
 * The bottom player bar, on every page once something is loaded. Phones: the seek bar on top, then the
 * track and previous/play/next. Wider screens: track | controls and seek | volume. A tap on the track, or on
 * the bar outside its buttons, opens the « now playing » sheet (every control, the queue, the quality).
 */
export function PlayerBar() {
  const track = usePlayer((p) => p.track);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  if (!track) return null;
  return (
    <section
      aria-label={playerTexts.bar}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ink-800 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a larger target for fingers; keyboards and screen readers have the track's own button */}
      <div
        onClick={(event) => {
          if (!isOnControl(event)) setSheetOpen(true);
        }}
        className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-3 pt-1 pb-2 md:cursor-default md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)] md:gap-x-6 md:px-4 md:py-2"
      >
        <div className="col-span-2 md:col-span-1 md:col-start-2 md:row-start-2">
          <SeekBar />
        </div>
        <div className="row-start-2 min-w-0 md:col-start-1 md:row-span-2 md:row-start-1">
          <button
            ref={openerRef}
            type="button"
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            aria-label={playerTexts.openNowPlaying(track.title)}
            className="block w-full min-w-0 rounded-lg text-left md:w-auto md:max-w-full"
          >
            <NowPlaying />
          </button>
        </div>
        <div className="row-start-2 flex items-center justify-self-end md:col-start-2 md:row-start-1 md:justify-self-center">
          <TransportControls />
          {/* Phones: the quality choice sits after the transport; wider screens have it by the volume. */}
          <QualityMenuButton className="md:hidden" />
        </div>
        <div className="hidden items-center gap-1 justify-self-end md:col-start-3 md:row-span-2 md:row-start-1 md:flex">
          <button
            type="button"
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            aria-label={playerTexts.openQueue}
            title={playerTexts.openQueue}
            className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-ink-800 hover:text-fg"
          >
            <ListMusic aria-hidden="true" className="size-5" />
          </button>
          <QualityMenuButton />
          <VolumeControl />
        </div>
      </div>
      {/* Out of the bar (whose blur would hold a fixed layer inside it where `<dialog>` is missing). */}
      {isSheetOpen &&
        createPortal(
          <Suspense fallback={null}>
            <NowPlayingSheet onClose={closeSheet} returnFocusTo={openerRef} />
          </Suspense>,
          document.body,
        )}
    </section>
  );
}

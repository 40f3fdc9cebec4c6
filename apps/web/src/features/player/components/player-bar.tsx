import { ListMusic } from 'lucide-react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CompactBudgetMeter } from '../../data-budget/components/budget-meter.tsx';
import { usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import type { NowPlayingSheet as Sheet } from './now-playing-sheet.tsx';
import { PlayerBudget } from './player-budget.tsx';
import { NowPlaying, SeekBar, TransportControls, VolumeControl } from './player-controls.tsx';
import { QualityMenuButton } from './quality-control.tsx';

/**
 * The sheet's code (queue, like, links) is not part of the bar's: it is fetched once the bar shows, while idle,
 * so a tap opens it at once, even after the network went. A failed fetch is tried again at the next tap
 * (React's `lazy` would keep the failure, and a failed page part would take the whole page down).
 */
let loadedSheet: typeof Sheet | null = null;
function loadSheet(): Promise<typeof Sheet> {
  if (loadedSheet) return Promise.resolve(loadedSheet);
  return import('./now-playing-sheet.tsx').then((module) => {
    loadedSheet = module.NowPlayingSheet;
    return loadedSheet;
  });
}

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
  const [NowPlayingSheet, setSheet] = useState<typeof Sheet | null>(() => loadedSheet);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const openSheet = useCallback(() => {
    loadSheet()
      .then((component) => {
        setSheet(() => component);
        setSheetOpen(true);
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const prefetch = () => void loadSheet().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!track) return null;
  return (
    <section
      aria-label={playerTexts.bar}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ink-800 bg-ink-900/95 pb-[env(safe-area-inset-bottom)]"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a larger target for fingers; keyboards and screen readers have the track's own button */}
      <div
        onClick={(event) => {
          if (!isOnControl(event)) openSheet();
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
            onClick={openSheet}
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
          {/* Mounted on every width (it warns when the plan fills up); seen on phones only. */}
          <div className="md:hidden">
            <PlayerBudget />
          </div>
        </div>
        <div className="hidden items-center gap-1 justify-self-end md:col-start-3 md:row-span-2 md:row-start-1 md:flex">
          <button
            type="button"
            onClick={openSheet}
            aria-haspopup="dialog"
            aria-label={playerTexts.openQueue}
            title={playerTexts.openQueue}
            className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-ink-800 hover:text-fg"
          >
            <ListMusic aria-hidden="true" className="size-5" />
          </button>
          <QualityMenuButton />
          <CompactBudgetMeter />
          <VolumeControl />
        </div>
      </div>
      {/* Out of the bar (whose blur would hold a fixed layer inside it where `<dialog>` is missing). */}
      {isSheetOpen &&
        NowPlayingSheet &&
        createPortal(<NowPlayingSheet onClose={closeSheet} returnFocusTo={openerRef} />, document.body)}
    </section>
  );
}

import { usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import { NowPlaying, SeekBar, TransportControls, VolumeControl } from './player-controls.tsx';
import { QualityMenuButton } from './quality-control.tsx';

/**
 * The bottom player bar, on every page once something is loaded. Phones: the seek bar on top, then the
 * track and previous/play/next. Wider screens: track | controls and seek | volume.
 */
export function PlayerBar() {
  const hasTrack = usePlayer((p) => p.track !== null);
  if (!hasTrack) return null;
  return (
    <section
      aria-label={playerTexts.bar}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ink-800 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-3 pt-1 pb-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)] md:gap-x-6 md:px-4 md:py-2">
        <div className="col-span-2 md:col-span-1 md:col-start-2 md:row-start-2">
          <SeekBar />
        </div>
        <div className="row-start-2 min-w-0 md:col-start-1 md:row-span-2 md:row-start-1">
          <NowPlaying />
        </div>
        <div className="row-start-2 flex items-center justify-self-end md:col-start-2 md:row-start-1 md:justify-self-center">
          <TransportControls />
          {/* Phones: the quality choice sits after the transport; wider screens have it by the volume. */}
          <QualityMenuButton className="md:hidden" />
        </div>
        <div className="hidden items-center gap-1 justify-self-end md:col-start-3 md:row-span-2 md:row-start-1 md:flex">
          <QualityMenuButton />
          <VolumeControl />
        </div>
      </div>
    </section>
  );
}

import { formatDuration } from '@sanza/contracts/constants';
import {
  Pause,
  Play,
  Repeat,
  Repeat1,
  Shuffle,
  SkipBack,
  SkipForward,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { audibleVolume } from '../queue.ts';
import {
  cycleMode,
  next,
  previous,
  seek,
  setVolume,
  toggle,
  toggleMute,
  toggleShuffle,
  usePlayer,
} from '../store.ts';
import { playerTexts } from '../texts.ts';

const iconButton = 'grid size-10 shrink-0 place-items-center rounded-full transition-colors hover:bg-ink-800';
// Two text colours on one element: the stylesheet's order, not the class order, would pick the winner, so a
// button carries one or the other (the "on" colour was hidden by the muted one before).
const offClass = 'text-muted hover:text-fg';
const isOnClass = 'text-accent hover:text-accent-soft';

/** A round icon button named by `label` (extra classes in `className`), in the accent colour when `isOn`. */
function IconButton({
  label,
  className = '',
  isOn = false,
  ...props
}: ComponentProps<'button'> & { label: string; isOn?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${iconButton} ${isOn ? isOnClass : offClass} ${className}`}
      {...props}
    />
  );
}

/** Previous, play/pause and next; with `isFull`, shuffle and repeat mode around them. */
export function TransportControls({ isFull = false }: { isFull?: boolean }) {
  const isPlaying = usePlayer((p) => p.isPlaying);
  const mode = usePlayer((p) => p.mode);
  const isShuffled = usePlayer((p) => p.isShuffled);
  const optional = isFull ? '' : 'hidden md:grid';
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <IconButton
        label={playerTexts.shuffle}
        onClick={toggleShuffle}
        aria-pressed={isShuffled}
        title={playerTexts.shuffle}
        isOn={isShuffled}
        className={optional}
      >
        <Shuffle aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={playerTexts.previous} onClick={previous}>
        <SkipBack aria-hidden="true" className="size-5 fill-current" />
      </IconButton>
      <button
        type="button"
        onClick={toggle}
        aria-label={isPlaying ? playerTexts.pause : playerTexts.play}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-fg text-ink-950 transition-transform hover:scale-105"
      >
        {isPlaying ? (
          <Pause aria-hidden="true" className="size-5 fill-current" />
        ) : (
          <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
        )}
      </button>
      <IconButton label={playerTexts.next} onClick={next}>
        <SkipForward aria-hidden="true" className="size-5 fill-current" />
      </IconButton>
      <IconButton
        label={`${playerTexts.modeHint} (${playerTexts.mode[mode]})`}
        onClick={cycleMode}
        title={playerTexts.mode[mode]}
        data-mode={mode}
        isOn={mode !== 'normal'}
        className={optional}
      >
        {mode === 'repeat-one' ? (
          <Repeat1 aria-hidden="true" className="size-4" />
        ) : (
          <Repeat aria-hidden="true" className="size-4" />
        )}
      </IconButton>
    </div>
  );
}

/** The position in the track with elapsed and total times; dragging or arrow keys seek. */
export function SeekBar() {
  const positionS = usePlayer((p) => p.positionS);
  const durationS = usePlayer((p) => p.durationS);
  const position = formatDuration(positionS);
  const duration = formatDuration(durationS);
  return (
    <div className="flex w-full items-center gap-2 text-[11px] text-muted tabular-nums">
      <span className="w-9 shrink-0 text-right" data-testid="player-position">
        {position}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(1, Math.floor(durationS))}
        step={1}
        value={Math.min(Math.floor(positionS), Math.max(1, Math.floor(durationS)))}
        onChange={(event) => seek(Number(event.target.value))}
        aria-label={playerTexts.seek}
        aria-valuetext={playerTexts.seekValue(position, duration)}
        className="h-1 min-w-0 flex-1 cursor-pointer accent-accent"
      />
      <span className="w-9 shrink-0">{duration}</span>
    </div>
  );
}

/** Mute button and volume slider (0 mutes; un-muting restores the level). */
export function VolumeControl() {
  const volume = usePlayer((p) => p.volume);
  const level = audibleVolume(volume);
  const Icon = level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <IconButton
        label={volume.isMuted ? playerTexts.unmute : playerTexts.mute}
        onClick={toggleMute}
        aria-pressed={volume.isMuted}
      >
        <Icon aria-hidden="true" className="size-5" />
      </IconButton>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={level}
        onChange={(event) => setVolume(Number(event.target.value))}
        aria-label={playerTexts.volume}
        aria-valuetext={`${Math.round(level * 100)} %`}
        className="h-1 w-24 cursor-pointer accent-accent"
      />
    </div>
  );
}

/** Cover, title and artist of the current track, or the reconnection notice. */
export function NowPlaying() {
  const track = usePlayer((p) => p.track);
  const isReconnecting = usePlayer((p) => p.isReconnecting);
  const hasFailed = usePlayer((p) => p.hasFailed);
  if (!track) return null;
  const notice = isReconnecting ? playerTexts.reconnecting : hasFailed ? playerTexts.unavailable : null;
  return (
    <span className="flex min-w-0 items-center gap-3">
      {track.coverUrl ? (
        <img src={track.coverUrl} alt="" className="size-11 shrink-0 rounded-md bg-ink-800 object-cover" />
      ) : (
        <span aria-hidden="true" className="size-11 shrink-0 rounded-md bg-ink-800" />
      )}
      {/* Spans, not paragraphs: the bar puts this block inside a button. */}
      <span className="block min-w-0">
        <span className="block truncate text-sm font-semibold" data-testid="player-title">
          {track.title}
        </span>
        <span role="status" className={`block truncate text-xs ${notice ? 'text-accent' : 'text-muted'}`}>
          {notice ?? track.artist}
        </span>
      </span>
    </span>
  );
}

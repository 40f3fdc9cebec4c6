import { AudioLines, ChevronDown, ChevronUp, X } from 'lucide-react';
import { useId } from 'react';
import { moveInQueueTo, playQueueAt, removeFromQueueAt, usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';
import { TrackThumb } from './track-thumb.tsx';

const smallButton =
  'grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * After a move the row is drawn again at its new place: the focus goes back to the same button there (or to
 * the other arrow when this one is now disabled), so a keyboard user can press again.
 */
function refocus(trackId: number, action: 'up' | 'down') {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-queue-track="${trackId}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-action="${action === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });
}

/** After a removal the focus goes to the row that took its place (or the last row), not to the page's top. */
function focusRowAt(index: number) {
  requestAnimationFrame(() => {
    const rows = document.querySelectorAll<HTMLElement>('[data-queue-track]');
    const row = rows[Math.min(index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLButtonElement>('[data-action="remove"]') ?? row?.querySelector('button');
    target?.focus();
  });
}

/**
 * The queue in play order: a tap on a track plays it; each track but the one playing moves up or down and
 * can be removed (buttons, so it works by touch, keyboard and screen reader alike).
 */
export function QueueList() {
  const queue = usePlayer((p) => p.queue);
  const position = usePlayer((p) => p.queuePosition);
  const isPlaying = usePlayer((p) => p.isPlaying);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="flex items-baseline justify-between text-sm font-semibold">
        {playerTexts.queue}
        <span className="text-xs font-normal text-muted">{playerTexts.queueCount(queue.length)}</span>
      </h3>
      <ol className="divide-y divide-ink-800">
        {queue.map((track, index) => {
          const isCurrent = index === position;
          return (
            <li
              key={track.id}
              data-queue-track={track.id}
              aria-current={isCurrent ? 'true' : undefined}
              className={`flex items-center gap-1 py-1.5 ${isCurrent ? 'text-accent' : ''}`}
            >
              <button
                type="button"
                onClick={() => playQueueAt(index)}
                aria-label={playerTexts.playTrack(track.title)}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-1 text-left hover:bg-ink-800"
              >
                <TrackThumb coverUrl={track.coverUrl} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1.5 truncate text-sm font-medium">
                    {isCurrent && isPlaying && (
                      <AudioLines aria-label={playerTexts.nowPlaying} className="size-4 shrink-0" />
                    )}
                    <span className="truncate" data-testid="queue-title">
                      {track.title}
                    </span>
                  </span>
                  <span className="block truncate text-xs text-muted">{track.artist}</span>
                </span>
              </button>
              <button
                type="button"
                data-action="up"
                onClick={() => {
                  moveInQueueTo(index, index - 1);
                  refocus(track.id, 'up');
                }}
                disabled={index === 0}
                aria-label={playerTexts.moveUp(track.title)}
                className={smallButton}
              >
                <ChevronUp aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                data-action="down"
                onClick={() => {
                  moveInQueueTo(index, index + 1);
                  refocus(track.id, 'down');
                }}
                disabled={index === queue.length - 1}
                aria-label={playerTexts.moveDown(track.title)}
                className={smallButton}
              >
                <ChevronDown aria-hidden="true" className="size-5" />
              </button>
              {isCurrent ? (
                // The track playing is not removed (skip it instead): the space keeps the columns aligned.
                <span aria-hidden="true" className="size-9 shrink-0" />
              ) : (
                <button
                  type="button"
                  data-action="remove"
                  onClick={() => {
                    removeFromQueueAt(index);
                    focusRowAt(index);
                  }}
                  aria-label={playerTexts.remove(track.title)}
                  className={smallButton}
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

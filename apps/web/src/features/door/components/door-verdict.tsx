import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import type { Verdict } from '../rules.ts';
import { doorTexts } from '../texts.ts';

/** How long a verdict stays: long enough to read at arm's length, a refusal longer (someone must act on it). */
export const VERDICT_MS = { admitted: 3_500, refused: 6_000 } as const;

// The door's verdict is read from a metre away in a dark entrance: the whole screen in one strong colour, which
// the status badges' soft tones are not made for.
const LOOK = {
  admitted: { icon: CircleCheck, className: 'bg-emerald-700 text-white' },
  refused: { icon: CircleX, className: 'bg-red-700 text-white' },
} as const;

/**
 * The verdict over the whole screen, green or red, in big text with the holder, the ticket type and the seat;
 * it clears itself after a few seconds, or on a tap. `id` changes with each new verdict, restarting the clock.
 */
export function DoorVerdict({
  verdict,
  id,
  onDismiss,
}: {
  verdict: Verdict;
  id: number;
  onDismiss: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, VERDICT_MS[verdict.tone]);
    return () => clearTimeout(timer);
  }, [id, verdict.tone, onDismiss]);

  const look = LOOK[verdict.tone];
  const Icon = look.icon;
  return (
    <button
      type="button"
      onClick={onDismiss}
      data-tone={verdict.tone}
      className={`fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 p-6 text-center ${look.className}`}
    >
      <Icon aria-hidden="true" className="size-24 shrink-0" />
      <span role="alert" className="block space-y-3">
        <span className="block text-3xl leading-tight font-extrabold break-words">{verdict.title}</span>
        {verdict.lines.map((line, i) => (
          <span key={line} className={`block break-words ${i === 0 ? 'text-2xl font-bold' : 'text-xl'}`}>
            {line}
          </span>
        ))}
      </span>
      <span className="mt-6 block text-sm opacity-80">{doorTexts.dismiss}</span>
    </button>
  );
}

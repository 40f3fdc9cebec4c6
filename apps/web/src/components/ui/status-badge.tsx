import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The site's one colour scale for a state: done or valid (`success`), under way (`info`), needs someone
 * (`warning`), refused, failed or cancelled (`danger`), waiting on the buyer (`pending`), neutral facts
 * (`neutral`), no longer relevant (`muted`).
 */
export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'pending' | 'neutral' | 'muted';

/** Text and background of each tone: the badge's, and the text colour alone for a line in that tone. */
export const TONES: Record<Tone, { badge: string; text: string }> = {
  success: { badge: 'border-emerald-400/50 bg-emerald-500/10 text-emerald-200', text: 'text-emerald-300' },
  info: { badge: 'border-sky-400/50 bg-sky-500/10 text-sky-200', text: 'text-sky-300' },
  warning: { badge: 'border-amber-400/50 bg-amber-500/10 text-amber-200', text: 'text-amber-300' },
  danger: { badge: 'border-red-400/50 bg-red-500/10 text-red-200', text: 'text-red-300' },
  pending: { badge: 'border-violet-400/50 bg-violet-500/10 text-violet-200', text: 'text-violet-300' },
  neutral: { badge: 'border-ink-600 bg-ink-800 text-fg', text: 'text-fg' },
  muted: { badge: 'border-ink-600 text-muted', text: 'text-muted' },
};

/** A small rounded label for a state, in its tone, with an optional icon before the text. */
export function StatusBadge({
  tone,
  icon: Icon,
  className,
  children,
}: {
  tone: Tone;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone].badge}${className ? ` ${className}` : ''}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      {children}
    </span>
  );
}

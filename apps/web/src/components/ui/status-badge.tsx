import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The site's one colour scale for a state: done or valid (`success`), under way (`info`), needs someone
 * (`warning`), refused, failed or cancelled (`danger`), waiting on the buyer (`pending`), neutral facts
 * (`neutral`), no longer relevant (`muted`).
 */
export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'pending' | 'neutral' | 'muted';

/**
 * Each tone's classes: `outline` (a badge on a card), `solid` (a badge over a picture or a busy row, opaque),
 * `text` (a line of text in that tone), `panel` (the frame of a note in that tone) and `fill` (the filled part of a bar
 * or meter; `neutral` fills in the accent colour).
 */
export const TONES: Record<
  Tone,
  { outline: string; solid: string; text: string; panel: string; fill: string }
> = {
  success: {
    outline: 'border-emerald-400/50 bg-emerald-500/10 text-emerald-200',
    solid: 'border-transparent bg-emerald-950 text-emerald-300',
    text: 'text-emerald-300',
    panel: 'border-emerald-900 bg-emerald-950/40',
    fill: 'bg-emerald-400',
  },
  info: {
    outline: 'border-sky-400/50 bg-sky-500/10 text-sky-200',
    solid: 'border-transparent bg-sky-950 text-sky-300',
    text: 'text-sky-300',
    panel: 'border-sky-900 bg-sky-950/40',
    fill: 'bg-sky-400',
  },
  warning: {
    outline: 'border-amber-400/50 bg-amber-500/10 text-amber-200',
    solid: 'border-transparent bg-amber-950 text-amber-300',
    text: 'text-amber-300',
    panel: 'border-amber-900 bg-amber-950/40',
    fill: 'bg-amber-400',
  },
  danger: {
    outline: 'border-red-400/50 bg-red-500/10 text-red-200',
    solid: 'border-transparent bg-red-950 text-red-300',
    text: 'text-red-300',
    panel: 'border-red-900 bg-red-950/40',
    fill: 'bg-red-400',
  },
  pending: {
    outline: 'border-violet-400/50 bg-violet-500/10 text-violet-200',
    solid: 'border-transparent bg-violet-950 text-violet-300',
    text: 'text-violet-300',
    panel: 'border-violet-900 bg-violet-950/40',
    fill: 'bg-violet-400',
  },
  neutral: {
    outline: 'border-ink-600 bg-ink-800 text-fg',
    solid: 'border-transparent bg-ink-800 text-fg',
    text: 'text-fg',
    panel: 'border-ink-700 bg-ink-900',
    fill: 'bg-accent',
  },
  muted: {
    outline: 'border-ink-600 text-muted',
    solid: 'border-transparent bg-ink-950 text-muted',
    text: 'text-muted',
    panel: 'border-ink-700',
    fill: 'bg-ink-600',
  },
};

/** A small rounded label for a state, in its tone and look, with an optional icon before the text. */
export function StatusBadge({
  tone,
  look = 'outline',
  icon: Icon,
  className,
  children,
}: {
  tone: Tone;
  look?: 'outline' | 'solid';
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone][look]}${className ? ` ${className}` : ''}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      {children}
    </span>
  );
}

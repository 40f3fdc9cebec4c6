/** Class names shared by the organizer's studio pages (the site's visual language). */
export const card = 'space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink transition-colors hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-600 px-5 font-semibold hover:border-fg disabled:cursor-not-allowed disabled:opacity-50';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-red-400/60 px-5 font-semibold text-red-200 hover:border-red-300 hover:bg-red-500/10 disabled:cursor-not-allowed disabled:opacity-50';

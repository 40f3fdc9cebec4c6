import { CircleAlert, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

const texts = {
  loadFailed: 'Le chargement a échoué. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
} as const;

/**
 * What failed to load, with a button to ask again (busy while `isRetrying`). `message` is the server's own French
 * text or the page's own load-failure message, copied exactly.
 */
export function LoadError({
  message = texts.loadFailed,
  onRetry,
  isRetrying = false,
}: {
  message?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
      <p className="flex items-start gap-2 text-red-200">
        <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0 text-red-300" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} isBusy={isRetrying}>
          {texts.retry}
        </Button>
      )}
    </div>
  );
}

/**
 * Nothing to show yet: what is missing, and what to do about it. `icon` replaces the default one (`null`: none),
 * `headingLevel` makes the title a heading of the page, `action` is a link or button under the text. `compact` is the
 * plain note of an empty list or section: its text only, small and muted, no icon and no title.
 */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  headingLevel,
  action,
  compact = false,
  role,
}: {
  title?: ReactNode;
  children?: ReactNode;
  icon?: LucideIcon | null;
  headingLevel?: 2 | 3;
  action?: ReactNode;
  compact?: boolean;
  /** `status` when the note answers a search or a filter, so screen readers announce it. */
  role?: 'status';
}) {
  if (compact) {
    return (
      <p
        role={role}
        className="rounded-2xl border border-dashed border-ink-700 p-6 text-center text-sm text-muted"
      >
        {children}
      </p>
    );
  }
  const Title = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'p';
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-700 px-4 py-10 text-center"
    >
      {Icon && <Icon aria-hidden="true" className="size-8 text-muted" />}
      {title && (
        <Title className={`font-semibold text-balance${headingLevel ? ' text-lg' : ''}`}>{title}</Title>
      )}
      {children && <div className="max-w-md text-sm text-balance text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** Placeholder blocks while a list loads, hidden from screen readers. */
export function LoadingBlocks({ count = 3, className = 'h-24' }: { count?: number; className?: string }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`animate-pulse rounded-2xl bg-ink-800 ${className}`} />
      ))}
    </div>
  );
}

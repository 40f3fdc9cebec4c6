import type { StudioEvent } from '@sanza/contracts';
import type { ReactNode } from 'react';
import { formatInZone } from '../time-zones.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The head of a studio page about one event: its `title` with the event's status, when it starts in its own time
 * zone (then `location`, when given), and what else the page puts there (`children`).
 */
export function StudioEventHeader({
  event,
  title,
  location,
  children,
}: {
  event: Pick<StudioEvent, 'status' | 'hidden_reason' | 'starts_at' | 'time_zone'>;
  title: ReactNode;
  location?: string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold break-words sm:text-3xl">{title}</h1>
        <StatusBadge event={event} />
      </div>
      <p className="text-sm text-muted first-letter:uppercase">
        {formatInZone(event.starts_at, event.time_zone)}
        {location !== undefined && <> · {location}</>}
      </p>
      {children}
    </header>
  );
}

import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cardClass } from '../../../components/ui/card.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../../../components/ui/load-states.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import type { CheckInEvent } from '../api.ts';
import { doorTexts } from '../texts.ts';
import type { useDoorEvents } from '../use-door-events.ts';

/** The address of the door of one event: the choice is kept in `?evenement=`, so a reload keeps it. */
export const doorSearch = (serialId: string) => `?${new URLSearchParams({ evenement: serialId })}`;

/** When and where an event takes place, on one line each. */
export function EventWhen({ event }: { event: CheckInEvent }) {
  return (
    <span className="block text-sm text-muted">
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {doorTexts.eventWhen(formatLongDate(event.date), formatTime(event.time))}
      </span>
      {event.location && (
        <span className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {event.location}
        </span>
      )}
    </span>
  );
}

/** 'Choisissez l’événement': the events the user may check in (the phone's copy without network). */
export function DoorEventPicker({
  doorEvents,
  isUnknown,
}: {
  doorEvents: ReturnType<typeof useDoorEvents>;
  isUnknown: boolean;
}) {
  const { events, state, error, retry } = doorEvents;
  return (
    <section aria-labelledby="door-events" className="space-y-3">
      <div className="space-y-1">
        <h2 id="door-events" className="text-lg font-bold">
          {doorTexts.chooseEventTitle}
        </h2>
        <p className="text-sm text-muted">{doorTexts.chooseEventIntro}</p>
      </div>
      {isUnknown && <LoadError message={doorTexts.unknownEvent} />}
      {state === 'kept' && <p className="text-sm text-amber-300">{doorTexts.eventsOffline}</p>}
      {state === 'loading' ? (
        <LoadingBlocks count={3} className="h-20" />
      ) : state === 'error' || (state === 'none' && !events) ? (
        <LoadError
          message={state === 'none' ? doorTexts.listMissingOffline : (error ?? doorTexts.eventsError)}
          onRetry={retry}
        />
      ) : !events || events.length === 0 ? (
        <EmptyState title={doorTexts.noEvents}>{doorTexts.noEventsHint}</EmptyState>
      ) : (
        <ul aria-label={doorTexts.eventsLabel} className="space-y-2">
          {events.map((event) => (
            <li key={event.serial_id}>
              <Link
                to={{ search: doorSearch(event.serial_id) }}
                className={`${cardClass} flex min-h-14 items-center justify-between gap-3 hover:border-fg`}
              >
                <span className="min-w-0">
                  <span className="block font-bold break-words">{event.name}</span>
                  <EventWhen event={event} />
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

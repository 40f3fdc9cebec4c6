import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import type { CheckInEvent } from '../api.ts';
import { paymentErrorMessage } from '../errors.ts';
import { useCheckInEvents } from '../queries.ts';
import { staffTexts } from '../texts.ts';
import { secondaryButton } from './checkout-ui.tsx';

/** The address of the door of one event: the choice is kept in `?evenement=`, so a reload keeps it. */
export const eventSearch = (serialId: string) => `?${new URLSearchParams({ evenement: serialId })}`;

/** When and where an event takes place, on one line each. */
export function EventWhen({ event }: { event: CheckInEvent }) {
  return (
    <span className="block text-sm text-muted">
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {staffTexts.eventWhen(formatLongDate(event.date), formatTime(event.time))}
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

/**
 * 'Choisissez l’événement': today's and later events (the server's list, soonest first); choosing one opens its
 * door. `isUnknown` says the address named an event that is over or does not exist.
 */
export function CheckInEventPicker({ isUnknown }: { isUnknown: boolean }) {
  const events = useCheckInEvents();

  return (
    <section aria-labelledby="check-in-events" className="space-y-3">
      <div className="space-y-1">
        <h2 id="check-in-events" className="text-lg font-bold">
          {staffTexts.chooseEventTitle}
        </h2>
        <p className="text-sm text-muted">{staffTexts.chooseEventIntro}</p>
      </div>
      {isUnknown && <FormAlert>{staffTexts.unknownEvent}</FormAlert>}
      {events.isPending ? (
        <div role="status">
          <span className="sr-only">{staffTexts.eventsLoading}</span>
          <ul aria-hidden="true" className="space-y-2">
            {[1, 2, 3].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-2xl bg-ink-900" />
            ))}
          </ul>
        </div>
      ) : events.isError ? (
        <div className="space-y-2">
          <FormAlert>
            {staffTexts.eventsError} {paymentErrorMessage(events.error)}
          </FormAlert>
          <button
            type="button"
            onClick={() => void events.refetch()}
            className={`${secondaryButton} min-h-11`}
          >
            {staffTexts.retry}
          </button>
        </div>
      ) : events.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-700 px-5 py-8 text-center text-muted">
          {staffTexts.noEvents}
        </p>
      ) : (
        <ul aria-label={staffTexts.eventsLabel} className="space-y-2">
          {events.data.map((event) => (
            <li key={event.serial_id}>
              <Link
                to={{ search: eventSearch(event.serial_id) }}
                className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 hover:border-fg"
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

import type { ArtistEvent } from '@sanza/contracts';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatLongDate, formatTicketPrice, formatTime } from '../../../lib/format.ts';
import { ReservePanel } from '../../reservations/components/reserve-panel.tsx';
import { useArtistEvents } from '../queries.ts';
import { musicTexts } from '../texts.ts';
import { ListState, MusicSection } from './states.tsx';

function Concert({ event }: { event: ArtistEvent }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = `reserve-${event.serial_id}`;
  return (
    <li className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Link to={`/events/${event.serial_id}`} className="block font-bold hover:underline">
            {event.name}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-accent" />
              <time dateTime={`${event.date}T${formatTime(event.time)}`}>
                {formatLongDate(event.date)} · {formatTime(event.time)}
              </time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-accent" />
              {event.city || event.location}
            </span>
          </p>
          {event.lowest_price !== null && (
            <p className="text-sm font-semibold text-accent">
              {musicTexts.concertFrom(formatTicketPrice(event.lowest_price))}
            </p>
          )}
        </div>
        <Button aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen((open) => !open)}>
          <Ticket aria-hidden="true" className="size-4" />
          {isOpen ? musicTexts.concertClose : musicTexts.concertReserve}
        </Button>
      </div>
      {/* The reservation opens here, with the event page's rules (1–4 tickets, sold out, closed). */}
      {isOpen && (
        <div id={panelId} className="mt-4">
          <ReservePanel event={event} isLoading={false} />
        </div>
      )}
    </li>
  );
}

/** « Concerts à venir » of an artist page: the next events the artist plays, soonest first. */
export function ArtistConcerts({ artistId }: { artistId: number }) {
  return (
    <MusicSection title={musicTexts.upcomingConcerts} headingId="artist-concerts">
      <ListState
        query={useArtistEvents(artistId)}
        skeleton={<SkeletonBar className="h-24 rounded-2xl" />}
        errorMessage={musicTexts.concertsLoadError}
        emptyText={musicTexts.noConcerts}
      >
        {(events) => (
          <ul className="space-y-3">
            {events.map((event) => (
              <Concert key={event.serial_id} event={event} />
            ))}
          </ul>
        )}
      </ListState>
    </MusicSection>
  );
}

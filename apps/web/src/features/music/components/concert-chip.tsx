import { concertWhen } from '@sanza/contracts/constants';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useArtistEvents } from '../queries.ts';
import { musicTexts } from '../texts.ts';

/**
 * « En concert le 10/07/2030 à 20h30 »: a chip to the soonest upcoming event the artist plays.
 * Nothing while loading, on error or without an upcoming event.
 */
export function ConcertChip({ artistId, onLeave }: { artistId: number | null; onLeave?: () => void }) {
  const { data: events } = useArtistEvents(artistId);
  const next = events?.[0];
  if (!next) return null;
  const when = concertWhen(next.date, next.time);
  return (
    <Link
      to={`/events/${next.serial_id}`}
      onClick={onLeave}
      className="inline-flex min-h-9 items-center gap-2 rounded-full bg-accent/15 px-3.5 text-sm font-semibold text-accent hover:bg-accent/25"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      {musicTexts.concertChip(when.day, when.hour)}
    </Link>
  );
}

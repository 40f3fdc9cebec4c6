import { CalendarDays, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/load-states.tsx';
import { reservationTexts } from '../texts.ts';

type Props = { icon: LucideIcon; title: string; text: string };

/** An empty list of the reservations area (cart, reservations): the kit's empty state with a link to the events. */
export function BrowseEventsEmpty({ icon, title, text }: Props) {
  return (
    <EmptyState
      icon={icon}
      headingLevel={2}
      title={title}
      action={
        <Link to="/events" className={buttonClass('primary', 'md')}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {reservationTexts.emptyCta}
        </Link>
      }
    >
      {text}
    </EmptyState>
  );
}

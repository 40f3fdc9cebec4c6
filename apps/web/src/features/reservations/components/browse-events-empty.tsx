import { CalendarDays, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { reservationTexts } from '../texts.ts';

type Props = { icon: LucideIcon; title: string; text: string };

/** An empty list of the reservations area (cart, reservations): its icon, texts and a link to the events. */
export function BrowseEventsEmpty({ icon: Icon, title, text }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ink-700 px-5 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="max-w-md text-sm text-muted">{text}</p>
      <Link to="/events" className={buttonClass('primary', 'md', 'mt-2')}>
        <CalendarDays aria-hidden="true" className="size-5" />
        {reservationTexts.emptyCta}
      </Link>
    </div>
  );
}

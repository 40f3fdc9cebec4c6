import { ArrowLeft, CalendarClock, Gavel, Ticket, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { type AuctionPhase, auctionResultText, type LiveAuction } from '../rules.ts';
import { auctionTexts } from '../texts.ts';
import { AuctionCountdown } from './auction-countdown.tsx';
import { AuctionImage } from './auction-image.tsx';

/** The link back to the auctions. */
export function BackToAuctions() {
  return (
    <Link
      to="/auctions"
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {auctionTexts.backToList}
    </Link>
  );
}

/** The top of an auction page: picture, event name, ticket sold, organiser, link to the event. */
export function AuctionHeader({ auction }: { auction: LiveAuction }) {
  return (
    <header className="space-y-4">
      <div className="aspect-[21/9] max-h-56 w-full overflow-hidden rounded-2xl bg-ink-800 sm:rounded-3xl">
        <AuctionImage src={auction.event_image} isPriority className="h-full w-full object-cover" />
      </div>
      <div className="space-y-1.5">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {auction.event.name}
        </h1>
        <p className="flex items-center gap-2 text-muted">
          <Ticket aria-hidden="true" className="size-4 shrink-0" />
          {auction.ticket_type.name}
        </p>
        <p className="text-sm text-muted">
          {auctionTexts.organizedBy}{' '}
          <span className="font-semibold text-fg">{auction.event.organizer.username}</span>
          {' · '}
          <Link
            to={`/events/${auction.event.serial_id}`}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {auctionTexts.seeEvent}
          </Link>
        </p>
      </div>
    </header>
  );
}

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Where the auction stands: the countdown to the second, the current price (announced politely when it
 * changes), the initial and ticket prices, bids and places.
 */
export function AuctionStatus({ auction, phase }: { auction: LiveAuction; phase: AuctionPhase }) {
  const icon = 'size-3.5 shrink-0';
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Timer aria-hidden="true" className={icon} />
          {auctionTexts.timeLeft}
        </p>
        <AuctionCountdown auction={auction} className="text-2xl font-bold" />
        {phase === 'ended' && <AuctionResult auction={auction} />}
        {phase === 'notStarted' && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <CalendarClock aria-hidden="true" className={icon} />
            {auctionTexts.startsAt(formatDateTime(auction.start_time))}
          </p>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true">
        <p className="text-xs text-muted">{auctionTexts.currentPrice}</p>
        <p className="text-3xl font-extrabold text-accent tabular-nums">
          {formatPrice(auction.current_price)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-3 text-sm">
        <Fact label={auctionTexts.startPrice} icon={null}>
          {formatPrice(auction.start_price)}
        </Fact>
        <Fact label={auctionTexts.ticketPrice} icon={null}>
          {formatPrice(auction.ticket_type.price)}
        </Fact>
        <Fact label={auctionTexts.bidsLabel} icon={<Gavel aria-hidden="true" className={icon} />}>
          {auction.bids_count}
        </Fact>
        <Fact label={auctionTexts.placesLabel} icon={<Users aria-hidden="true" className={icon} />}>
          {auction.ticket_type.quantity_available}
        </Fact>
      </dl>
    </div>
  );
}

/** Who the ticket went to, or that nobody bought it; nothing while the server settles it. */
function AuctionResult({ auction }: { auction: LiveAuction }) {
  const text = auctionResultText(auction);
  return (
    <p aria-live="polite" data-testid="auction-result" className="mt-1 text-base font-semibold text-fg">
      {text}
    </p>
  );
}

/** The event's description. */
export function AuctionAbout({ auction }: { auction: LiveAuction }) {
  return (
    <section aria-labelledby="auction-about-title" className="space-y-2">
      <h2 id="auction-about-title" className="text-lg font-bold">
        {auctionTexts.aboutTitle}
      </h2>
      <p className="whitespace-pre-line text-sm leading-relaxed text-muted">{auction.event.description}</p>
    </section>
  );
}

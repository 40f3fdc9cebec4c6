import { Gavel, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { LiveAuction } from '../rules.ts';
import { auctionTexts } from '../texts.ts';
import { AuctionCountdown } from './auction-countdown.tsx';
import { AuctionImage } from './auction-image.tsx';

/**
 * An auction card: event picture, live countdown, current, initial and ticket prices, bid count,
 * places available, and a link to the auction whose target covers the whole card.
 */
export function AuctionCard({ auction }: { auction: LiveAuction }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-accent hover:border-ink-600">
      <div className="relative aspect-video overflow-hidden bg-ink-800">
        <AuctionImage
          src={auction.event_image}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <p className="absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-full bg-ink-950/90 px-2.5 py-1 text-sm font-semibold text-fg">
          <Timer aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span className="sr-only">{auctionTexts.timeLeft} : </span>
          <AuctionCountdown auction={auction} />
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="line-clamp-2 text-base font-semibold leading-snug">{auction.event.name}</h2>
          <p className="mt-0.5 truncate text-sm text-muted">{auction.ticket_type.name}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div className="col-span-2">
            <dt className="text-xs text-muted">{auctionTexts.currentPrice}</dt>
            <dd className="text-xl font-bold text-accent tabular-nums">
              {formatPrice(auction.current_price)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{auctionTexts.startPrice}</dt>
            <dd className="tabular-nums">{formatPrice(auction.start_price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{auctionTexts.ticketPrice}</dt>
            <dd className="tabular-nums">{formatPrice(auction.ticket_type.price)}</dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Gavel aria-hidden="true" className="size-4 shrink-0" />
            {auctionTexts.bidsCount(auction.bids_count)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {auctionTexts.places(auction.ticket_type.quantity_available)}
          </li>
        </ul>
        {/* The link's ::after covers the whole card, so the card is one large tap target. */}
        <Link
          to={`/auctions/${auction.id}`}
          className={buttonClass('primary', 'md', "mt-auto after:absolute after:inset-0 after:content-['']")}
        >
          {auctionTexts.cardCta}
          <span className="sr-only"> : {auction.event.name}</span>
        </Link>
      </div>
    </article>
  );
}

import type { Album, Artist, Auction, Event, Playlist, Song } from '@sanza/contracts';
import { eventMessages, lowestPrice } from '@sanza/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import {
  formatDayMonthOf,
  formatInteger,
  formatPrice,
  formatShortDate,
  formatTicketPrice,
  formatTime,
} from '../../../lib/format.ts';
import { EventStatusBadge } from '../../events/components/event-card.tsx';
import { Cover } from '../../music/components/cover.tsx';
import { PlayTrackButton } from '../../player/components/play-track-button.tsx';
import { isAuctionUpcoming, isEventUpcoming, resultLinks } from '../rules.ts';

/** One hit: picture, a title linking to its page (the link covers the row), lines of detail, a badge. */
function ResultRow({
  to,
  title,
  picture,
  details,
  aside,
  action,
}: {
  to: string;
  title: string;
  picture: ReactNode;
  details: ReactNode;
  aside?: ReactNode;
  /** A button of its own on the row (above the covering link). */
  action?: ReactNode;
}) {
  return (
    <li className="relative flex items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-3 transition-colors focus-within:border-accent hover:border-ink-600">
      <div className="size-14 shrink-0 overflow-hidden rounded-xl">{picture}</div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold break-words">
          <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {title}
          </Link>
        </h3>
        <div className="truncate text-sm text-muted">{details}</div>
      </div>
      {aside && <div className="shrink-0 text-right text-sm">{aside}</div>}
      {action}
    </li>
  );
}

/** 'À venir' (green) or 'Terminé'. */
function UpcomingBadge({ isUpcoming }: { isUpcoming: boolean }) {
  return (
    <StatusBadge tone={isUpcoming ? 'success' : 'muted'} look="solid" className="py-1">
      {isUpcoming ? eventMessages.upcoming : eventMessages.finished}
    </StatusBadge>
  );
}

/** A song hit; its play button plays the page's song hits from it. */
export function SongResult({ song, songs }: { song: Song; songs: readonly Song[] }) {
  return (
    <ResultRow
      to={resultLinks.music(song)}
      title={song.title}
      picture={<Cover src={song.cover_image} size={56} className="size-14" />}
      details={`${song.artists.map((a) => a.name).join(', ')} · ${song.duration_formatted}`}
      aside={<span className="text-muted">{formatInteger(song.play_count)} écoutes</span>}
      action={<PlayTrackButton song={song} queue={songs} />}
    />
  );
}

export function AlbumResult({ album }: { album: Album }) {
  return (
    <ResultRow
      to={resultLinks.albums(album)}
      title={album.title}
      picture={<Cover src={album.cover_image} size={56} className="size-14" />}
      details={`${album.artist.name} · ${album.release_date.slice(0, 4)} · ${album.number_of_songs} titres`}
    />
  );
}

export function PlaylistResult({ playlist }: { playlist: Playlist }) {
  return (
    <ResultRow
      to={resultLinks.playlists(playlist)}
      title={playlist.name}
      picture={<Cover src={playlist.contents[0]?.cover_image ?? null} size={56} className="size-14" />}
      details={[playlist.style, `${playlist.contents.length} titres`].filter(Boolean).join(' · ')}
    />
  );
}

export function ArtistResult({ artist }: { artist: Artist }) {
  return (
    <ResultRow
      to={resultLinks.artists(artist)}
      title={artist.name}
      picture={<Cover src={artist.profile_image} size={56} shape="round" className="size-14" />}
      details={artist.style_music.map((s) => s.style).join(', ') || artist.location}
    />
  );
}

export function EventResult({ event }: { event: Event }) {
  const price = lowestPrice(event.ticket_types);
  return (
    <ResultRow
      to={resultLinks.events(event)}
      title={event.name}
      picture={<Cover src={event.image} size={56} className="size-14" />}
      details={`${formatShortDate(event.date)} · ${formatTime(event.time)} · ${event.location}`}
      aside={
        <span className="flex flex-col items-end gap-1">
          {event.is_cancelled ? (
            <EventStatusBadge event={event} />
          ) : (
            <UpcomingBadge isUpcoming={isEventUpcoming(event)} />
          )}
          {price !== null && !event.is_cancelled && (
            <span className="font-semibold text-accent">{formatTicketPrice(price)}</span>
          )}
        </span>
      }
    />
  );
}

export function AuctionResult({ auction }: { auction: Auction }) {
  return (
    <ResultRow
      to={resultLinks.auctions(auction)}
      title={auction.event.name}
      picture={<Cover src={auction.event_image} size={56} className="size-14" />}
      details={`${auction.bids_count} enchère${auction.bids_count > 1 ? 's' : ''}${
        auction.end_time ? ` · fin le ${formatDayMonthOf(auction.end_time)}` : ''
      }`}
      aside={
        <span className="flex flex-col items-end gap-1">
          <UpcomingBadge isUpcoming={isAuctionUpcoming(auction)} />
          <span className="font-semibold text-accent">{formatPrice(auction.current_price)}</span>
        </span>
      }
    />
  );
}

import type { Album, Artist, Playlist } from '@sanza/contracts';
import { musicMessages, PLAYLIST_MOSAIC_COVERS } from '@sanza/contracts/constants';
import { BadgeCheck, Crown, ListMusic } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { yearOf } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { Cover } from './cover.tsx';

const cardClass =
  'group relative flex w-full flex-col gap-2 rounded-2xl p-2 transition-colors focus-within:bg-ink-850 hover:bg-ink-850';
// The link's ::after covers the whole card, so the card is one large tap target.
const stretchedLink =
  "after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none";

/** An album: cover, title, artist and year; opens /album/{reference_id}. */
export function AlbumCard({ album, headingLevel = 3 }: { album: Album; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClass}>
      <Cover src={album.cover_image} size={176} className="w-full" />
      <Heading className="truncate text-sm font-semibold">
        <Link to={`/album/${album.reference_id}`} className={stretchedLink}>
          {album.title}
        </Link>
      </Heading>
      <p className="truncate text-xs text-muted">
        {album.artist.name}
        {yearOf(album.release_date) && ` · ${yearOf(album.release_date)}`}
      </p>
    </article>
  );
}

/**
 * A playlist: a mosaic of up to 4 covers, name and track count; opens the player. `isPriority`
 * for a card seen without scrolling: its pictures download at once, not after layout.
 */
export function PlaylistCard({ playlist, isPriority = false }: { playlist: Playlist; isPriority?: boolean }) {
  const covers = [...new Set(playlist.contents.map((song) => song.cover_image).filter(Boolean))].slice(
    0,
    PLAYLIST_MOSAIC_COVERS,
  ) as string[];
  return (
    <article className={cardClass}>
      {covers.length >= PLAYLIST_MOSAIC_COVERS ? (
        <div aria-hidden="true" className="grid aspect-square grid-cols-2 overflow-hidden rounded-xl">
          {covers.map((src) => (
            <img
              key={src}
              src={src}
              alt=""
              width={88}
              height={88}
              loading={isPriority ? 'eager' : 'lazy'}
              fetchPriority={isPriority ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          ))}
        </div>
      ) : covers[0] ? (
        <Cover src={covers[0]} size={176} className="w-full" isPriority={isPriority} />
      ) : (
        <span
          aria-hidden="true"
          className="grid aspect-square place-items-center rounded-xl bg-ink-800 text-muted"
        >
          <ListMusic className="size-1/3" />
        </span>
      )}
      <h3 className="truncate text-sm font-semibold">
        <Link to={`/player/playlist/${playlist.reference_id}`} className={stretchedLink}>
          {playlist.name}
        </Link>
      </h3>
      <p className="truncate text-xs text-muted">
        {playlist.style ? `${playlist.style} · ` : ''}
        {musicTexts.tracks(playlist.contents.length)}
      </p>
    </article>
  );
}

/** Premium and 'Artiste vérifié' marks of an artist. */
export function ArtistBadges({
  artist,
  className = '',
}: {
  artist: Pick<Artist, 'is_premiem' | 'is_certified'>;
  className?: string;
}) {
  if (!artist.is_premiem && !artist.is_certified) return null;
  return (
    <span className={`flex flex-wrap items-center justify-center gap-1.5 ${className}`}>
      {artist.is_certified && (
        <StatusBadge tone="info" look="solid" icon={BadgeCheck}>
          {musicMessages.certified}
        </StatusBadge>
      )}
      {artist.is_premiem && (
        <StatusBadge tone="warning" look="solid" icon={Crown}>
          {musicTexts.premium}
        </StatusBadge>
      )}
    </span>
  );
}

/** An artist: round portrait, name, styles and badges; opens /artists/{reference_id}. */
export function ArtistCard({ artist, headingLevel = 3 }: { artist: Artist; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${cardClass} items-center text-center`}>
      <Cover src={artist.profile_image} size={176} shape="round" className="w-full" />
      <Heading className="w-full truncate text-sm font-semibold">
        <Link to={`/artists/${artist.reference_id}`} className={stretchedLink}>
          {artist.name}
        </Link>
      </Heading>
      <p className="w-full truncate text-xs text-muted">
        {artist.style_music.map((style) => style.style).join(', ')}
      </p>
      <ArtistBadges artist={artist} />
    </article>
  );
}

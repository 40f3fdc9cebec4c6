import type { ArtistDetail } from '@sanza/contracts';
import { musicMessages } from '@sanza/contracts/constants';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDateOf } from '../../../lib/format.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { useArtist, useArtistAlbums, useArtistSongs } from '../queries.ts';
import { formatCount } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { ArtistConcerts } from './artist-concerts.tsx';
import { AlbumCard, ArtistBadges } from './cards.tsx';
import { Cover } from './cover.tsx';
import { CardRowOf } from './home-section.tsx';
import { SongList } from './song-list.tsx';
import {
  CardRowSkeleton,
  DetailHeaderSkeleton,
  EmptyNote,
  ListState,
  MusicSection,
  SongListSkeleton,
} from './states.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

/** Subscribers and views, as the profile shows them. */
function ArtistFigures({ artist }: { artist: ArtistDetail }) {
  return (
    <p className="text-sm text-muted">
      <span className="font-semibold text-fg tabular-nums">{formatCount(artist.total_subscribers)}</span>{' '}
      {musicTexts.subscribers(artist.total_subscribers)} ·{' '}
      <span className="font-semibold text-fg tabular-nums">{formatCount(artist.total_views)}</span>{' '}
      {musicTexts.views(artist.total_views)}
    </p>
  );
}

function ArtistAlbums({ id }: { id: string }) {
  return (
    <MusicSection title={musicTexts.artistAlbums} headingId="artist-albums">
      <ListState
        query={useArtistAlbums(id)}
        skeleton={<CardRowSkeleton count={4} />}
        errorMessage={musicTexts.albumsLoadError}
        emptyText={musicTexts.noAlbums}
      >
        {(albums) => <CardRowOf items={albums} card={(album) => <AlbumCard album={album} />} />}
      </ListState>
    </MusicSection>
  );
}

function ArtistSongs({ id }: { id: string }) {
  return (
    <MusicSection title={musicTexts.artistSongs} headingId="artist-songs">
      <ListState
        query={useArtistSongs(id)}
        skeleton={<SongListSkeleton />}
        errorMessage={musicMessages.songLoadError}
        emptyText={musicTexts.noSongs}
      >
        {(songs) => <SongList songs={songs} />}
      </ListState>
    </MusicSection>
  );
}

/**
 * The artist profile: cover and portrait, name, 'Artiste vérifié' and Premium marks, styles,
 * subscribers and views, location, biography, about, similar artists, the subscribe action, albums and songs.
 */
export function ArtistProfile({ id }: { id: string }) {
  const isSignedIn = useIsSignedIn();
  const { data: artist, isPending, isError, error, refetch, isFetching } = useArtist(id);
  if (isPending) return <DetailHeaderSkeleton isRound />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <EmptyNote>{musicMessages.artistNotFound}</EmptyNote>;
    return (
      <LoadError
        message={musicTexts.artistLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  const biography = artist.biography || artist.bio;
  return (
    <article className="space-y-10">
      <header className="relative">
        <div className="h-36 overflow-hidden rounded-3xl bg-ink-800 sm:h-52">
          {artist.cover_image && (
            <img
              src={artist.cover_image}
              alt=""
              width={1200}
              height={300}
              fetchPriority="high"
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-col items-center gap-4 px-2 text-center sm:flex-row sm:items-start sm:px-6 sm:text-left">
          <Cover
            src={artist.profile_image}
            size={160}
            shape="round"
            isPriority
            className="-mt-16 size-32 shrink-0 border-4 border-ink-950 sm:-mt-20 sm:size-40"
          />
          <div className="min-w-0 flex-1 space-y-2 sm:pt-4">
            <ArtistBadges artist={artist} className="sm:justify-start" />
            <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{artist.name}</h1>
            <ArtistFigures artist={artist} />
          </div>
          <div className="sm:pt-6">
            <SubscribeButton artistId={id} isSignedIn={isSignedIn} />
          </div>
        </div>
      </header>

      <section
        aria-labelledby="artist-about"
        className="grid gap-4 rounded-3xl border border-ink-700 bg-ink-900 p-5 md:grid-cols-2"
      >
        <div className="space-y-2">
          <h2 id="artist-about" className="text-lg font-bold">
            {musicTexts.about}
          </h2>
          {biography && <p className="text-sm text-muted">{biography}</p>}
          {artist.about_me && <p className="text-sm italic">« {artist.about_me} »</p>}
        </div>
        <dl className="space-y-2 text-sm">
          {artist.style_music.length > 0 && (
            <div>
              <dt className="sr-only">Styles</dt>
              <dd className="flex flex-wrap gap-1.5">
                {artist.style_music.map((style) => (
                  <span
                    key={style.style}
                    className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-semibold text-muted"
                  >
                    {style.style}
                  </span>
                ))}
              </dd>
            </div>
          )}
          {artist.location && (
            <div className="flex items-center gap-2 text-muted">
              <dt>
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">Lieu</span>
              </dt>
              <dd>{artist.location}</dd>
            </div>
          )}
          {artist.production_house && (
            <div className="flex gap-1 text-muted">
              <dt>{musicTexts.label} :</dt>
              <dd className="text-fg">{artist.production_house.name}</dd>
            </div>
          )}
          <div className="flex gap-1 text-muted">
            <dt>{musicTexts.since}</dt>
            <dd className="text-fg">{formatLongDateOf(artist.created_at)}</dd>
          </div>
        </dl>
      </section>

      <ArtistConcerts artistId={artist.id} />
      <ArtistAlbums id={id} />
      <ArtistSongs id={id} />

      {artist.similar_artists.length > 0 && (
        <MusicSection title={musicTexts.similarArtists} headingId="similar-artists">
          <ul className="-mx-2 flex gap-1 overflow-x-auto pb-2">
            {artist.similar_artists.map((similar) => (
              <li key={similar.id} className="w-28 shrink-0">
                <Link
                  to={`/artists/${similar.reference_id}`}
                  className="flex flex-col items-center gap-2 rounded-2xl p-2 text-center text-sm font-semibold hover:bg-ink-850"
                >
                  <Cover src={similar.profile_image} size={96} shape="round" className="w-full" />
                  <span className="w-full truncate">{similar.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </MusicSection>
      )}
    </article>
  );
}

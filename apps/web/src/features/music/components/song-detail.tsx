import { musicMessages } from '@sanza/contracts/constants';
import { Headphones, Heart, Play, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { useAlbumTracks, useLikeStatus, useSong } from '../queries.ts';
import { formatCount, yearOf } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { Cover } from './cover.tsx';
import { ExplicitBadge } from './explicit-badge.tsx';
import { LikeButton } from './like-button.tsx';
import { SongList } from './song-list.tsx';
import { DetailHeaderSkeleton, EmptyNote, LoadError, SongListSkeleton } from './states.tsx';

/** Plays, likes and shares of a song. */
function SongStats({ plays, likes, shares }: { plays: number; likes: number; shares: number }) {
  const items = [
    { label: musicTexts.plays, value: plays, Icon: Headphones },
    { label: musicTexts.likes, value: likes, Icon: Heart },
    { label: musicTexts.shares, value: shares, Icon: Share2 },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="rounded-2xl border border-ink-700 bg-ink-900 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold tabular-nums">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'More from this Album': the album's other songs. */
function MoreFromAlbum({ albumId, songId }: { albumId: string; songId: number }) {
  const { data, isPending, isError, refetch, isFetching } = useAlbumTracks(albumId);
  let body: ReactNode;
  if (isPending) body = <SongListSkeleton count={4} />;
  else if (isError)
    body = (
      <LoadError
        message={musicMessages.albumLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  else {
    const others = data.filter((song) => song.id !== songId);
    body = others.length ? <SongList songs={others} /> : <EmptyNote>{musicTexts.emptySection}</EmptyNote>;
  }
  return (
    <section aria-labelledby="more-from-album" className="space-y-3">
      <h2 id="more-from-album" className="text-xl font-bold tracking-tight">
        {musicTexts.moreFromAlbum}
      </h2>
      {body}
    </section>
  );
}

/**
 * The song page (spec 3 §2): cover, genres, title, artists, year, plays, likes and shares, the like toggle and
 * 'More from this Album'. Errors: 'Song not found' for an unknown song, the spec's load error otherwise.
 */
export function SongDetail({ id }: { id: string }) {
  const isSignedIn = useIsSignedIn();
  const { data: song, isPending, isError, error, refetch, isFetching } = useSong(id);
  const likeStatus = useLikeStatus(id, isSignedIn);

  if (isPending) return <DetailHeaderSkeleton />;
  if (isError) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyNote>{musicMessages.songNotFound}</EmptyNote>;
    }
    return (
      <LoadError
        message={musicMessages.songLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  const isLiked = isSignedIn ? (likeStatus.data?.is_liked ?? song.is_liked) : false;
  const year = yearOf(song.publish_date);
  return (
    <article className="space-y-8">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end">
        <Cover
          src={song.cover_image}
          size={208}
          isPriority
          className="size-48 shrink-0 shadow-2xl shadow-black/50 sm:size-52"
        />
        <div className="min-w-0 flex-1 space-y-3">
          {song.genres.length > 0 && (
            <ul aria-label="Genres" className="flex flex-wrap gap-1.5">
              {song.genres.map((genre) => (
                <li
                  key={genre.id}
                  className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-semibold text-muted"
                >
                  {genre.name}
                </li>
              ))}
            </ul>
          )}
          <h1 className="flex flex-wrap items-center gap-2 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {song.title}
            {song.is_explicit && <ExplicitBadge />}
          </h1>
          <p className="text-muted">
            {song.artists.map((artist, index) => (
              <span key={artist.id}>
                {index > 0 && ', '}
                <Link
                  to={`/artists/${artist.reference_id}`}
                  className="font-semibold text-fg hover:underline"
                >
                  {artist.name}
                </Link>
              </span>
            ))}
            {year && <span> · {year}</span>}
            <span> · {song.duration_formatted}</span>
            {song.album && (
              <>
                {' · '}
                <Link to={`/album/${song.album.reference_id}`} className="hover:underline">
                  {song.album.title}
                </Link>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            {song.album && (
              <Link
                to={`/player/album/${song.album.reference_id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:bg-accent-soft"
              >
                <Play aria-hidden="true" className="size-5 fill-current" />
                {musicTexts.playAlbum}
              </Link>
            )}
            <LikeButton songId={id} isLiked={isLiked} likes={song.likes} isSignedIn={isSignedIn} />
          </div>
        </div>
      </header>
      <SongStats plays={song.stats.plays} likes={song.likes} shares={song.stats.shares} />
      {song.album && <MoreFromAlbum albumId={song.album.reference_id} songId={song.id} />}
    </article>
  );
}

import { musicMessages } from '@sanza/contracts/constants';
import { Headphones, Heart, Play, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { DownloadButton } from '../../downloads/components/download-button.tsx';
import { ListeningCost } from '../../player/components/listening-cost.tsx';
import { PlaySongButton } from '../../player/components/play-track-button.tsx';
import { rememberRenditions } from '../../player/store.ts';
import { useAlbumTracks, useLikeStatus, useSong } from '../queries.ts';
import { formatCount, yearOf } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { ConcertChip } from './concert-chip.tsx';
import { ExplicitBadge } from './explicit-badge.tsx';
import { LikeButton } from './like-button.tsx';
import { SongList } from './song-list.tsx';
import {
  DetailHeader,
  DetailHeaderSkeleton,
  EmptyNote,
  FigureList,
  ListState,
  MusicSection,
  SongListSkeleton,
} from './states.tsx';

/** Plays, likes and shares of a song. */
function SongStats({ plays, likes, shares }: { plays: number; likes: number; shares: number }) {
  return (
    <FigureList
      className="grid grid-cols-3 gap-3"
      figures={[
        { label: musicTexts.plays, value: formatCount(plays), Icon: Headphones },
        { label: musicTexts.likes, value: formatCount(likes), Icon: Heart },
        { label: musicTexts.shares, value: formatCount(shares), Icon: Share2 },
      ]}
    />
  );
}

/** 'More from this Album': the album's other songs; each plays the album from itself. */
function MoreFromAlbum({ albumId, songId }: { albumId: string; songId: number }) {
  const query = useAlbumTracks(albumId);
  return (
    <MusicSection title={musicTexts.moreFromAlbum} headingId="more-from-album">
      <ListState
        query={query}
        items={query.data?.filter((song) => song.id !== songId)}
        skeleton={<SongListSkeleton count={4} />}
        errorMessage={musicMessages.albumLoadError}
        emptyText={musicTexts.emptySection}
      >
        {(others) => <SongList songs={others} queue={query.data} />}
      </ListState>
    </MusicSection>
  );
}

/**
 * The song page: cover, genres, title, artists, year, plays, likes and shares, the like toggle and
 * 'More from this Album'. Errors: 'Song not found' for an unknown song, the spec's load error otherwise.
 */
export function SongDetail({ id }: { id: string }) {
  const isSignedIn = useIsSignedIn();
  const { data: song, isPending, isError, error, refetch, isFetching } = useSong(id);
  const likeStatus = useLikeStatus(id, isSignedIn);
  // The album's tracks (the same query as 'More from this Album'): « Écouter » plays the album from this song.
  const albumTracks = useAlbumTracks(song?.album?.reference_id ?? null);
  // The page already holds the song's renditions: « Écouter » then starts the audio without asking for them.
  if (song) rememberRenditions(song.id, song.audio_renditions);

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
      <DetailHeader cover={song.cover_image}>
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
              <Link to={`/artists/${artist.reference_id}`} className="font-semibold text-fg hover:underline">
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
        <ConcertChip artistId={song.artists[0]?.id ?? null} />
        <div className="flex flex-wrap gap-3">
          {/* Its album from this song (joining once loaded, if the tap came first); a single alone. */}
          <PlaySongButton song={song} queue={albumTracks.data} />
          <LikeButton songId={id} isLiked={isLiked} likes={song.likes} isSignedIn={isSignedIn} />
          {song.album && (
            <Link to={`/player/album/${song.album.reference_id}`} className={buttonClass('secondary')}>
              <Play aria-hidden="true" className="size-5" />
              {musicTexts.playAlbum}
            </Link>
          )}
        </div>
        <div className="space-y-2">
          <ListeningCost songs={[song]} />
          <DownloadButton songs={[song]} />
        </div>
      </DetailHeader>
      <SongStats plays={song.stats.plays} likes={song.likes} shares={song.stats.shares} />
      {song.album && <MoreFromAlbum albumId={song.album.reference_id} songId={song.id} />}
    </article>
  );
}

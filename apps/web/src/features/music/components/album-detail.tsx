import { musicMessages } from '@sanza/contracts/constants';
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { DownloadButton } from '../../downloads/components/download-button.tsx';
import { ListeningCost } from '../../player/components/listening-cost.tsx';
import { useAlbum } from '../queries.ts';
import { countLabel, formatCount, formatMinutes, yearOf } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { DetailHeader, DetailHeaderSkeleton, EmptyNote, FigureList, SongListSkeleton } from './states.tsx';
import { TrackTable } from './track-table.tsx';

/**
 * The album page: cover, title, artist, tags, description, year, track count, duration in minutes,
 * label, monthly listeners, total plays and likes; a play button to /player/album/{reference_id}; the track
 * table. Errors: 'Album not found' for an unknown album, the spec's load error otherwise.
 */
export function AlbumDetailView({ id }: { id: string }) {
  const { data: album, isPending, isError, error, refetch, isFetching } = useAlbum(id);
  if (isPending) {
    return (
      <div className="space-y-8">
        <DetailHeaderSkeleton />
        <SongListSkeleton count={8} />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <EmptyNote>{musicMessages.albumNotFound}</EmptyNote>;
    return (
      <LoadError
        message={musicMessages.albumLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  const year = yearOf(album.release_date || album.publish_date);
  const figures = [
    { label: musicTexts.monthlyListeners, value: formatCount(album.monthly_listeners) },
    { label: musicTexts.totalPlays, value: formatCount(album.total_plays) },
    { label: musicTexts.likes, value: formatCount(album.likes) },
  ];
  return (
    <article className="space-y-8">
      <DetailHeader cover={album.cover_image}>
        <p className="text-xs font-bold tracking-widest text-muted uppercase">
          Album{album.genre ? ` · ${album.genre.name}` : ''}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{album.title}</h1>
        <p className="text-sm text-muted">
          <Link
            to={`/artists/${album.artist.reference_id}`}
            className="font-semibold text-fg hover:underline"
          >
            {album.artist.name}
          </Link>
          {year && ` · ${year}`} · {countLabel(album.number_of_songs, 'titre', 'titres')} ·{' '}
          {formatMinutes(album.total_duration)}
        </p>
        <Link to={`/player/album/${album.reference_id}`} className={buttonClass('primary')}>
          <Play aria-hidden="true" className="size-5 fill-current" />
          {musicTexts.playAlbum}
        </Link>
        {album.songs.length > 0 && (
          <div className="space-y-2">
            <ListeningCost songs={album.songs} />
            <DownloadButton songs={album.songs} />
          </div>
        )}
      </DetailHeader>

      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0 space-y-4">
          {album.description && <p className="text-muted">{album.description}</p>}
          {album.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {album.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-semibold text-muted"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          {album.songs.length ? (
            <TrackTable songs={album.songs} />
          ) : (
            <EmptyNote>{musicTexts.emptySection}</EmptyNote>
          )}
        </div>
        <aside aria-label="Chiffres de l'album" className="order-first space-y-3 self-start lg:order-none">
          <FigureList className="grid grid-cols-3 gap-3 lg:grid-cols-1" figures={figures} />
          {album.label && (
            <p className="text-xs text-muted">
              {musicTexts.label} : <span className="text-fg">{album.label}</span>
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}

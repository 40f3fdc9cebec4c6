import { musicMessages, playlistMessages } from '@sanza/contracts/constants';
import { EyeOff, Globe, Lock, Play, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { TONES } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { DownloadButton } from '../../downloads/components/download-button.tsx';
import { ListeningCost } from '../../player/components/listening-cost.tsx';
import { usePlaylist } from '../queries.ts';
import { formatTotalDuration } from '../rules.ts';
import { playlistTexts } from '../texts.ts';
import { FollowButton } from './follow-button.tsx';
import { PlaylistCover } from './playlist-cover.tsx';
import { ReportButton } from './report-button.tsx';
import { artistLine, SongThumb } from './track-row.tsx';

function PageSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{playlistTexts.loading}</span>
      <div aria-hidden="true" className="flex flex-col gap-5 sm:flex-row sm:items-end">
        <SkeletonBar className="aspect-square w-48 rounded-2xl sm:w-56" />
        <div className="flex-1 space-y-3">
          <SkeletonBar className="h-4 w-20 rounded" />
          <SkeletonBar className="h-9 w-2/3 rounded" />
          <SkeletonBar className="h-4 w-1/2 rounded" />
        </div>
      </div>
    </div>
  );
}

/** The error of a playlist that could not be shown: unknown or private ('Playlist introuvable'), or a failure. */
function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold">
        {isMissing ? musicMessages.playlistNotFound : playlistTexts.detailError}
      </h1>
      {isMissing ? (
        <Link to="/music" className={buttonClass('secondary')}>
          {playlistTexts.discoverMusic}
        </Link>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {playlistTexts.retry}
        </Button>
      )}
    </div>
  );
}

/** What the owner of a playlist staff hid reads on its page (nobody else sees the page at all). */
function HiddenNotice({ reason }: { reason: string | null }) {
  return (
    <div className={`flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm ${TONES.warning.panel}`}>
      <EyeOff aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${TONES.warning.text}`} />
      <div className="space-y-1">
        <p className="font-semibold">{playlistTexts.hiddenTitle}</p>
        <p>{playlistMessages.hiddenNotice}</p>
        {reason && <p className="break-words">{playlistTexts.hiddenReason(reason)}</p>}
      </div>
    </div>
  );
}

/**
 * /playlist/{id}: the real playlist (the original showed a static demo) — cover mosaic, name, owner, counts, a
 * play button, a follow toggle saved on the server, and its tracks.
 */
export function PlaylistPage({ playlistRef }: { playlistRef: string }) {
  const detail = usePlaylist(playlistRef);
  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError) return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const playlist = detail.data;
  const total = playlist.contents.reduce((sum, song) => sum + song.duration, 0);
  const Visibility = playlist.is_public ? Globe : Lock;

  return (
    <div className="space-y-8">
      {playlist.is_hidden && <HiddenNotice reason={playlist.hidden_reason} />}
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end">
        <PlaylistCover
          playlist={playlist}
          className="w-48 shrink-0 rounded-2xl shadow-2xl shadow-black/50 sm:w-56"
        />
        <div className="min-w-0 space-y-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-muted uppercase">
            <Visibility aria-hidden="true" className="size-4" />
            {playlistTexts.playlistLabel} ·{' '}
            {playlist.is_public ? playlistTexts.isPublic : playlistTexts.isPrivate}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-5xl">{playlist.name}</h1>
          {playlist.description && <p className="text-muted">{playlist.description}</p>}
          <p className="text-sm text-muted">
            {[
              playlistTexts.by(playlist.owner.username),
              playlist.style,
              playlistTexts.tracks(playlist.contents.length),
              formatTotalDuration(total),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm font-semibold" data-testid="playlist-followers">
            {playlistTexts.followers(playlist.subscribers.count)}
          </p>
        </div>
      </header>

      <div className="flex flex-wrap items-start gap-3">
        {playlist.contents.length > 0 && (
          <Link to={`/player/playlist/${playlist.reference_id}`} className={buttonClass('primary')}>
            <Play aria-hidden="true" className="size-5 fill-current" />
            {playlistTexts.playAll}
          </Link>
        )}
        <FollowButton playlistRef={playlist.reference_id} />
        <ReportButton playlistRef={playlist.reference_id} ownerUsername={playlist.owner.username} />
      </div>
      {playlist.contents.length > 0 && (
        <div className="space-y-2">
          <ListeningCost songs={playlist.contents} />
          <DownloadButton songs={playlist.contents} />
        </div>
      )}

      {playlist.contents.length === 0 ? (
        <EmptyState compact>{playlistTexts.emptyPlaylist}</EmptyState>
      ) : (
        <ol aria-label={playlistTexts.tracksTitle} className="divide-y divide-ink-800">
          {playlist.contents.map((song, index) => (
            <li key={song.id} className="flex items-center gap-3 py-2.5">
              <span className="w-6 shrink-0 text-right text-sm text-muted tabular-nums">{index + 1}</span>
              <SongThumb song={song} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/musics/${song.reference_id}`}
                  className="block truncate font-medium hover:underline"
                >
                  {song.title}
                </Link>
                <p className="truncate text-sm text-muted">{artistLine(song)}</p>
              </div>
              <span className="shrink-0 text-sm text-muted tabular-nums">{song.duration_formatted}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

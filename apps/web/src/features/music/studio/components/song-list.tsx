import type { SongUploadStatus } from '@sanza/contracts/constants';
import {
  CircleAlert,
  CircleCheck,
  EyeOff,
  Headphones,
  Heart,
  LoaderCircle,
  Music2,
  Upload,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-states.tsx';
import { StatusBadge as Badge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { StudioLoading, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import type { StudioSong } from '../api.ts';
import { useMyArtist, useMySongs } from '../queries.ts';
import { formatCount, formatDuration, statusLabel } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';
import { ProfileFirstNotice } from './artist-studio.tsx';

const T = studioMusicTexts.songs;

const STATUS_TONE = {
  processing: 'warning',
  ready: 'success',
  failed: 'danger',
} as const satisfies Record<SongUploadStatus, Tone>;

/** An upload's status as a badge in its tone, with its icon. */
export function StatusBadge({ status }: { status: SongUploadStatus }) {
  const Icon = status === 'processing' ? LoaderCircle : status === 'ready' ? CircleCheck : CircleAlert;
  return (
    <Badge tone={STATUS_TONE[status]}>
      <Icon aria-hidden="true" className={`size-3.5 ${status === 'processing' ? 'animate-spin' : ''}`} />
      {statusLabel(status)}
    </Badge>
  );
}

/** One upload: title (a link to the public song once ready), status, duration, plays and likes. */
function SongRow({ song }: { song: StudioSong }) {
  const duration = formatDuration(song.duration);
  const isPublic = song.status === 'ready' && song.song_id !== null;
  return (
    <li className="space-y-2 rounded-2xl border border-ink-800 bg-ink-900 p-4">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-800 text-muted">
          <Music2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1.5">
          {isPublic ? (
            <Link
              to={`/musics/${song.song_id}`}
              className="block break-words font-semibold hover:text-accent hover:underline"
            >
              {song.title}
            </Link>
          ) : (
            <p className="break-words font-semibold">{song.title}</p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted">
            <StatusBadge status={song.status} />
            {duration && (
              <span>
                <span className="sr-only">{T.duration} : </span>
                {duration}
              </span>
            )}
            {song.status === 'ready' && (
              <>
                <span className="inline-flex items-center gap-1">
                  <Headphones aria-hidden="true" className="size-4" />
                  <span className="sr-only">{T.plays} : </span>
                  {formatCount(song.plays)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Heart aria-hidden="true" className="size-4" />
                  <span className="sr-only">{T.likes} : </span>
                  {formatCount(song.likes)}
                </span>
              </>
            )}
          </div>
        </div>
      </div>
      {song.status === 'failed' && song.error && <p className="text-sm text-red-300">{song.error}</p>}
      {song.hidden_reason && (
        <p className="flex items-start gap-2 text-sm text-amber-200">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {T.hidden(song.hidden_reason)}
        </p>
      )}
    </li>
  );
}

/** The « Envoyer une chanson » button. */
function UploadLink() {
  return (
    <Link to="/studio/songs/new" className={buttonClass('primary', 'md', 'self-start')}>
      <Upload aria-hidden="true" className="size-5" />
      {T.upload}
    </Link>
  );
}

/** /studio/songs: my uploads, newest first, asked again every few seconds while one is processing. */
export function SongList() {
  const artist = useMyArtist();
  const songs = useMySongs();
  if (songs.isPending) return <StudioLoading label={T.title} />;
  if (songs.isError)
    return (
      <LoadError
        message={songs.error.message || studioMusicTexts.loadFailed}
        onRetry={() => void songs.refetch()}
      />
    );
  const isProcessing = songs.data.some((song) => song.status === 'processing');
  return (
    <div className="space-y-5">
      <StudioPageHeader title={T.title} intro={T.intro} action={<UploadLink />} />
      {artist.data === null && <ProfileFirstNotice withLink />}
      {isProcessing && (
        <p role="status" className="text-sm text-muted">
          {T.processingHint}
        </p>
      )}
      {songs.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-ink-800 bg-ink-900 p-6 text-center">
          <Music2 aria-hidden="true" className="size-10 text-accent" />
          <h2 className="text-lg font-bold">{T.emptyTitle}</h2>
          <p className="max-w-md text-sm text-muted">{T.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={T.title} className="space-y-3">
          {songs.data.map((song) => (
            <SongRow key={song.id} song={song} />
          ))}
        </ul>
      )}
    </div>
  );
}

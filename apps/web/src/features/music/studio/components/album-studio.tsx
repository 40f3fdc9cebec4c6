import type { StudioAlbum } from '@sanza/contracts';
import { CalendarClock, ChevronDown, Disc3, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { StudioCard, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import { Cover } from '../../components/cover.tsx';
import type { StudioSong } from '../api.ts';
import { useCreateAlbum, useUpdateAlbum, useUploadAlbumCover } from '../mutations.ts';
import { useMyAlbums, useMyArtist, useMySongs } from '../queries.ts';
import { formatReleaseDate, isFutureRelease, todayIn } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';
import { AlbumForm } from './album-form.tsx';
import { ProfileFirstPage, QueryState } from './artist-studio.tsx';
import { ImageUpload } from './image-upload.tsx';
import { TrackEditor } from './track-editor.tsx';

const T = studioMusicTexts.albums;

/** « Sortie prévue le … » while the release date is to come (the album is hidden until then), else the date. */
export function ReleaseBadge({ date, today = todayIn() }: { date: string; today?: string }) {
  if (isFutureRelease(date, today)) {
    return (
      <StatusBadge tone="warning" icon={CalendarClock}>
        {T.scheduled(formatReleaseDate(date))}
      </StatusBadge>
    );
  }
  return <span className="text-sm text-muted">{T.releasedOn(formatReleaseDate(date))}</span>;
}

/** An album, with my songs and my albums (its track editor offers the songs, and says which album holds one). */
type AlbumProps = { album: StudioAlbum; songs: StudioSong[]; albums: StudioAlbum[] };

/** One album's editing panel: its fields, its cover, its tracks. */
function AlbumEditor({ album, songs, albums }: AlbumProps) {
  const update = useUpdateAlbum(album.id);
  const cover = useUploadAlbumCover(album.id);
  const prefix = `album-${album.id}`;
  return (
    <div className="space-y-6 border-t border-ink-800 pt-4">
      <AlbumForm
        id={prefix}
        defaults={{
          title: album.title,
          release_date: album.release_date,
          genre: album.genre,
          description: album.description,
        }}
        submitLabel={T.save}
        savedText={T.saved}
        onSave={(values) => update.mutateAsync(values)}
      />
      <section aria-labelledby={`${prefix}-cover-title`} className="space-y-3">
        <h3 id={`${prefix}-cover-title`} className="font-bold">
          {T.coverTitle}
        </h3>
        <ImageUpload
          id={`${prefix}-cover`}
          kind="album"
          src={album.cover}
          name={album.title}
          upload={cover}
        />
      </section>
      <section aria-labelledby={`${prefix}-tracks-title`} className="space-y-3">
        <div>
          <h3 id={`${prefix}-tracks-title`} className="font-bold">
            {T.tracksTitle}
          </h3>
          <p className="text-sm text-muted">{T.tracksIntro}</p>
        </div>
        <TrackEditor album={album} songs={songs} albums={albums} />
      </section>
    </div>
  );
}

/** One of my albums: cover, title, release date (or when it comes out), and its editor when opened. */
function AlbumCard({ album, songs, albums }: AlbumProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = `album-${album.id}-panel`;
  const isScheduled = isFutureRelease(album.release_date);
  return (
    <li className="space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-5">
      <div className="flex gap-4">
        <Cover src={album.cover} size={80} className="size-20 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2 className="break-words text-lg font-bold">{album.title}</h2>
          <ReleaseBadge date={album.release_date} />
          <p className="text-sm text-muted">{T.trackCount(album.tracks.length)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
          className={buttonClass('secondary')}
        >
          {isOpen ? T.close : T.edit}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
        {!isScheduled && (
          <Link
            to={`/album/${album.reference_id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-muted hover:text-fg"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {T.publicLink}
          </Link>
        )}
      </div>
      {isOpen && (
        <div id={panelId}>
          <AlbumEditor album={album} songs={songs} albums={albums} />
        </div>
      )}
    </li>
  );
}

/** The « Nouvel album » form, shown when asked for so the list stays in view on phones. */
function NewAlbum({ onClose }: { onClose: () => void }) {
  const create = useCreateAlbum();
  return (
    <StudioCard id="album-new" title={T.newAlbum}>
      <AlbumForm
        id="new-album"
        defaults={{ title: '', release_date: todayIn(), genre: null, description: '' }}
        submitLabel={T.create}
        savedText={T.created}
        onSave={(values) => create.mutateAsync(values)}
        resetAfterSave
      />
      <button type="button" onClick={onClose} className={buttonClass('secondary')}>
        {T.close}
      </button>
    </StudioCard>
  );
}

/** The page's « Nouvel album » button, which opens the form. */
function NewAlbumButton({ isOpen, onClick }: { isOpen: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-expanded={isOpen} onClick={onClick} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-5" />
      {T.newAlbum}
    </button>
  );
}

/** /studio/albums: my albums, a new one, and each one's fields, cover and tracks. */
export function AlbumStudio() {
  const artist = useMyArtist();
  const hasProfile = !!artist.data;
  const albums = useMyAlbums(hasProfile);
  const songs = useMySongs(hasProfile);
  const [isCreating, setCreating] = useState(false);
  if (artist.isPending || artist.isError) return <QueryState query={artist} label={T.title} />;
  if (!hasProfile) return <ProfileFirstPage title={T.title} intro={T.intro} />;
  if (albums.isPending || albums.isError) return <QueryState query={albums} label={T.title} />;
  const mySongs = songs.data ?? [];
  return (
    <div className="space-y-5">
      <StudioPageHeader
        title={T.title}
        intro={T.intro}
        action={<NewAlbumButton isOpen={isCreating} onClick={() => setCreating(!isCreating)} />}
      />
      {isCreating && <NewAlbum onClose={() => setCreating(false)} />}
      {albums.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-ink-800 bg-ink-900 p-6 text-center">
          <Disc3 aria-hidden="true" className="size-10 text-accent" />
          <h2 className="text-lg font-bold">{T.emptyTitle}</h2>
          <p className="max-w-md text-sm text-muted">{T.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={T.title} className="space-y-3">
          {albums.data.map((album) => (
            <AlbumCard key={album.id} album={album} songs={mySongs} albums={albums.data} />
          ))}
        </ul>
      )}
    </div>
  );
}

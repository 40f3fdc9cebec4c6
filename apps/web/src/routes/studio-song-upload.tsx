import { ProfileFirstNotice } from '../features/music/studio/components/artist-studio.tsx';
import { SongUploadStudio } from '../features/music/studio/components/song-upload-studio.tsx';
import { useMyArtist } from '../features/music/studio/queries.ts';
import { songUploadTexts as T } from '../features/music/studio/upload-texts.ts';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** The upload form, or first the way to the artist profile every song is credited to. */
function UploadOrProfileFirst() {
  const artist = useMyArtist();
  if (artist.data === null) return <ProfileFirstNotice withLink />;
  return <SongUploadStudio />;
}

/** /studio/songs/new: an artist sends a song (resumable upload), then follows it until it is published. */
export function StudioSongUploadPage() {
  return (
    <RoleGate needs="artist">
      <div className="mx-auto max-w-2xl space-y-5">
        <header className="space-y-1">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{T.title}</h1>
          <p className="text-sm text-muted">{T.intro}</p>
        </header>
        <UploadOrProfileFirst />
      </div>
    </RoleGate>
  );
}

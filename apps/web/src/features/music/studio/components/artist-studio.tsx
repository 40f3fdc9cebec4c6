import { studioMusicMessages } from '@sanza/contracts/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, Info } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-states.tsx';
import { StudioCard, StudioLoading, StudioPageHeader } from '../../../studio/components/studio-card.tsx';
import { useUploadArtistPhoto } from '../mutations.ts';
import { useMyArtist } from '../queries.ts';
import { studioMusicTexts } from '../texts.ts';
import { ArtistProfileForm } from './artist-profile-form.tsx';
import { ImageUpload } from './image-upload.tsx';

const T = studioMusicTexts.profile;

/** The notice shown until the artist has a profile: songs can't be sent before (the server says so too). */
export function ProfileFirstNotice({ withLink = false }: { withLink?: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="space-y-2">
        <p>{studioMusicMessages.artistProfileFirst}</p>
        {withLink && (
          <Link to="/studio/artist" className={buttonClass('primary')}>
            {studioMusicTexts.profileFirstLink}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A studio page's state while its query loads (a skeleton announced by `label`), or once it failed (a retry). */
export function QueryState({
  query,
  label,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>;
  label: string;
}) {
  if (query.isPending) return <StudioLoading label={label} />;
  return (
    <LoadError
      message={query.error?.message || studioMusicTexts.loadFailed}
      onRetry={() => void query.refetch()}
    />
  );
}

/** An artist's page while there is no profile: its header, and the notice leading to the profile. */
export function ProfileFirstPage({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="space-y-5">
      <StudioPageHeader title={title} intro={intro} />
      <ProfileFirstNotice withLink />
    </div>
  );
}

/** /studio/artist: my artist profile (created here the first time), its photo, and a link to its public page. */
export function ArtistStudio() {
  const artist = useMyArtist();
  const upload = useUploadArtistPhoto();
  if (artist.isPending || artist.isError) return <QueryState query={artist} label={T.title} />;
  const profile = artist.data;
  return (
    <div className="space-y-5">
      <StudioPageHeader
        title={T.title}
        intro={T.intro}
        action={
          profile && (
            <Link to={`/artists/${profile.id}`} className={buttonClass('secondary', 'md', 'self-start')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {T.publicLink}
            </Link>
          )
        }
      />
      {!profile && <ProfileFirstNotice />}
      <StudioCard id="artist-profile" title={profile ? T.title : T.firstTitle}>
        <ArtistProfileForm artist={profile} />
      </StudioCard>
      <StudioCard id="artist-photo" title={T.photoTitle} intro={profile ? T.photoIntro : T.photoNeedsProfile}>
        {profile && (
          <ImageUpload
            id="artist-photo-file"
            kind="artist"
            src={profile.photo}
            name={profile.name}
            upload={upload}
          />
        )}
      </StudioCard>
    </div>
  );
}

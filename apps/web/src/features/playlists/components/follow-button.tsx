import { Check, LoaderCircle, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { playlistErrorMessage } from '../errors.ts';
import { useToggleFollow } from '../mutations.ts';
import { useFollowStatus } from '../queries.ts';
import { playlistTexts } from '../texts.ts';

/**
 * The follow toggle of /playlist/{id}, saved on the server (the original's was local only: docs/decisions/089).
 * A visitor is sent to sign in and comes back here; a failure is shown under the button.
 */
export function FollowButton({ playlistRef }: { playlistRef: string }) {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useFollowStatus(playlistRef, isSignedIn);
  const toggle = useToggleFollow(playlistRef);
  const isFollowing = isSignedIn && status.data?.is_following === true;
  const isBusy = toggle.isPending || (isSignedIn && status.isPending);

  const onClick = () => {
    if (!isSignedIn) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    toggle.mutate();
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={onClick}
        disabled={isBusy}
        aria-pressed={isSignedIn ? isFollowing : undefined}
        aria-busy={toggle.isPending || undefined}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-5 font-semibold transition-colors disabled:opacity-60 ${
          isFollowing
            ? 'border-accent bg-accent/10 text-accent hover:bg-accent/20'
            : 'border-ink-600 text-fg hover:border-fg'
        }`}
      >
        {toggle.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : isFollowing ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <UserPlus aria-hidden="true" className="size-5" />
        )}
        {isFollowing ? playlistTexts.following : playlistTexts.follow}
      </button>
      {toggle.isError && (
        <p role="alert" className="text-sm text-red-300">
          {playlistErrorMessage(toggle.error, playlistTexts.followError)}
        </p>
      )}
    </div>
  );
}

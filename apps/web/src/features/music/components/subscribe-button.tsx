import { Bell, BellOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useToggleSubscription } from '../mutations.ts';
import { useSubscription } from '../queries.ts';
import { musicTexts } from '../texts.ts';

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold transition-colors disabled:opacity-60';

/**
 * Subscribe / unsubscribe: signed in, a toggle with the spec's toasts; signed out, a link
 * to the sign-in page that comes back to this profile (the action requires sign-in).
 */
export function SubscribeButton({ artistId, isSignedIn }: { artistId: string; isSignedIn: boolean }) {
  const location = useLocation();
  const status = useSubscription(artistId, isSignedIn);
  const toggle = useToggleSubscription(artistId);

  if (!isSignedIn) {
    return (
      <Link
        to={loginPathFor(location.pathname + location.search)}
        aria-label={musicTexts.signInToSubscribe}
        className={`${buttonClass} bg-accent text-accent-ink hover:bg-accent-soft`}
      >
        <Bell aria-hidden="true" className="size-5" />
        {musicTexts.subscribe}
      </Link>
    );
  }
  const isSubscribed = status.data?.is_subscribed ?? false;
  return (
    <button
      type="button"
      aria-pressed={isSubscribed}
      disabled={status.isPending || toggle.isPending}
      onClick={() => toggle.mutate()}
      className={`${buttonClass} ${
        isSubscribed
          ? 'border border-ink-600 text-fg hover:border-fg'
          : 'bg-accent text-accent-ink hover:bg-accent-soft'
      }`}
    >
      {isSubscribed ? (
        <BellOff aria-hidden="true" className="size-5" />
      ) : (
        <Bell aria-hidden="true" className="size-5" />
      )}
      {isSubscribed ? musicTexts.unsubscribe : musicTexts.subscribe}
    </button>
  );
}

import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useToggleLike } from '../mutations.ts';
import { countLabel } from '../rules.ts';
import { musicTexts } from '../texts.ts';

type LikeButtonProps = { songId: string; isLiked: boolean; likes: number; isSignedIn: boolean };

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-5 font-semibold transition-colors disabled:opacity-60';

/**
 * The like toggle. Signed out, it is a link to the sign-in page that comes back here: the spec's
 * button silently does nothing without a token, which reads as broken (docs/decisions/108).
 */
export function LikeButton({ songId, isLiked, likes, isSignedIn }: LikeButtonProps) {
  const location = useLocation();
  const toggle = useToggleLike(songId);
  const count = <span className="tabular-nums">{countLabel(likes, "j'aime", "j'aime")}</span>;

  if (!isSignedIn) {
    return (
      <Link
        to={loginPathFor(location.pathname + location.search)}
        className={`${buttonClass} border-ink-600 hover:border-fg`}
      >
        <Heart aria-hidden="true" className="size-5" />
        {musicTexts.signInToLike}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={isLiked ? musicTexts.unlike : musicTexts.like}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={`${buttonClass} ${isLiked ? 'border-accent bg-accent/15 text-accent' : 'border-ink-600 hover:border-fg'}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${isLiked ? 'fill-current' : ''}`} />
      {count}
    </button>
  );
}

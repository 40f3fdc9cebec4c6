import type { CurrentUser } from '@sanza/contracts';
import { profileTexts } from '../texts.ts';

/** The name to show for a user: first and last name, else the username. */
export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'username'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username;
}

/** Initials of a name, at most two letters. */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '?')).slice(0, 2);
}

/** A user's profile photo, or their initials on the accent colour when they have none. */
export function UserAvatar({ user, className = '' }: { user: CurrentUser; className?: string }) {
  const name = displayName(user);
  if (user.avatar) {
    return (
      <img
        src={user.avatar}
        alt={profileTexts.avatarAlt(name)}
        className={`shrink-0 rounded-full border border-ink-700 bg-ink-800 object-cover ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={profileTexts.avatarAlt(name)}
      className={`grid shrink-0 place-items-center rounded-full bg-accent font-extrabold text-accent-ink ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}

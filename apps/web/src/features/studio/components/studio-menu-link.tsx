import { useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { NavLink } from 'react-router';
import { authQueries } from '../../auth/queries.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { hasStudioRole } from '../roles.ts';
import { studioTexts } from '../texts.ts';

/** The account is read once a minute at most for the menu: roles change rarely. */
const ROLES_STALE_MS = 60_000;

function StudioLinkForUser({ className, onNavigate }: Props) {
  const user = useQuery({ ...authQueries.currentUser(), staleTime: ROLES_STALE_MS });
  if (!user.data || !hasStudioRole(user.data)) return null;
  return (
    <li>
      <NavLink to="/studio" onClick={onNavigate} className={className}>
        {({ isActive }) => (
          <>
            <Clapperboard aria-hidden="true" className={`size-5 shrink-0 ${isActive ? 'text-accent' : ''}`} />
            {studioTexts.menuLink}
          </>
        )}
      </NavLink>
    </li>
  );
}

type Props = {
  className: (state: { isActive: boolean }) => string;
  onNavigate?: () => void;
};

/**
 * « Studio » in the left menu, after the spec's items, for signed-in organizers, artists and staff only;
 * visitors never ask for the account.
 */
export function StudioMenuLink(props: Props) {
  return useIsSignedIn() ? <StudioLinkForUser {...props} /> : null;
}

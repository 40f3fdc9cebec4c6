import { invitationMessages } from '@sanza/contracts/constants';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { loginPathFor } from '../../../lib/return-path.ts';
import { useIsSignedIn } from '../../auth/store.ts';

// The modal and its form validation (zod) download only when someone opens it, not with every event page.
const InviteFriendDialog = lazy(async () => ({
  default: (await import('./invite-friend-dialog.tsx')).InviteFriendDialog,
}));

/** 'Inviter des amis': opens the 'Inviter un ami' modal; a visitor signs in first and comes back here. */
export function InviteFriendsButton({ eventId }: { eventId: string }) {
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const open = () => {
    if (!isSignedIn) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" onClick={open}>
        <UserPlus aria-hidden="true" className="size-4" />
        {invitationMessages.openButton}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <InviteFriendDialog eventId={eventId} isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

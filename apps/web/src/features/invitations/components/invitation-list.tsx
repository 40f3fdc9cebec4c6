import type { Invitation } from '@sanza/contracts';
import { invitationMessages } from '@sanza/contracts/constants';
import { CalendarDays, MailOpen, Send, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import type { InvitationBox } from '../api.ts';
import { cancelErrorMessage, invitationListErrorMessage } from '../errors.ts';
import { useCancelInvitation } from '../mutations.ts';
import { useInvitations } from '../queries.ts';
import { isPending, recipientOf } from '../rules.ts';
import { invitationTexts } from '../texts.ts';
import { InvitationCard } from './invitation-card.tsx';
import { RespondButtons } from './respond-buttons.tsx';

const grid = 'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3';

function ListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{invitationTexts.loading}</span>
      <ul aria-hidden="true" className={grid}>
        {[1, 2, 3].map((i) => (
          <li key={i} className="space-y-3 rounded-2xl border border-ink-800 bg-ink-900 p-4">
            <SkeletonBar className="h-5 w-3/4 rounded" />
            <SkeletonBar className="h-4 w-2/3 rounded" />
            <SkeletonBar className="h-4 w-1/2 rounded" />
            <SkeletonBar className="h-11 w-full rounded-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoInvitations({ box }: { box: InvitationBox }) {
  const isReceived = box === 'received';
  return (
    <EmptyState
      icon={isReceived ? MailOpen : Send}
      headingLevel={2}
      title={isReceived ? invitationTexts.emptyReceivedTitle : invitationTexts.emptySentTitle}
      action={
        <Link to="/events" className={buttonClass('primary', 'md')}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {invitationTexts.emptyCta}
        </Link>
      }
    >
      {isReceived ? invitationTexts.emptyReceivedText : invitationTexts.emptySentText}
    </EmptyState>
  );
}

/**
 * One tab of the invitations page: received invitations (pending ones can be accepted or declined) or sent ones
 * (pending ones can be cancelled after a confirmation, and leave the list at once).
 */
export function InvitationList({ box }: { box: InvitationBox }) {
  const {
    data: invitations,
    isPending: isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useInvitations(box);
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const cancelledId = useRef<number | null>(null);

  // The cancelled card held the focus: once it is gone, the panel takes it, so keyboard users are not lost.
  useEffect(() => {
    if (cancelledId.current === null || invitations?.some((one) => one.id === cancelledId.current)) return;
    cancelledId.current = null;
    rootRef.current?.closest<HTMLElement>('[role="tabpanel"]')?.focus();
  }, [invitations]);

  const cancel = useCancelInvitation();

  const confirmCancel = () => {
    if (!confirming) return;
    cancelledId.current = confirming.id;
    setConfirming(null);
    // The promise, unlike `mutate`'s callbacks, settles for every call, even after a switch of tab.
    cancel.mutateAsync(confirming).then(
      () => toast.success(invitationMessages.cancelled),
      (error: unknown) =>
        toast.error(invitationMessages.cancelFailed, { description: cancelErrorMessage(error) }),
    );
  };

  const actionsFor = (invitation: Invitation): ReactNode => {
    if (!isPending(invitation)) return null;
    if (box === 'received') return <RespondButtons invitation={invitation} />;
    return (
      <Button
        variant="danger"
        onClick={() => setConfirming(invitation)}
        aria-label={invitationTexts.cancelLabel(invitation.event.name, recipientOf(invitation))}
      >
        <XCircle aria-hidden="true" className="size-4" />
        {invitationTexts.cancel}
      </Button>
    );
  };

  let content: ReactNode;
  if (isLoading) content = <ListSkeleton />;
  else if (isError) {
    content = (
      <LoadError
        message={invitationListErrorMessage(box, error)}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (invitations.length === 0) content = <NoInvitations box={box} />;
  else {
    content = (
      <ul className={grid}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} box={box} actions={actionsFor(invitation)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div ref={rootRef} className="@container">
      {content}
      <Dialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={invitationTexts.cancelConfirmTitle}
        description={
          confirming && invitationTexts.cancelConfirmText(recipientOf(confirming), confirming.event.name)
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {invitationTexts.cancelKeep}
          </Button>
          <Button variant="danger-confirm" onClick={confirmCancel}>
            {invitationTexts.cancelConfirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

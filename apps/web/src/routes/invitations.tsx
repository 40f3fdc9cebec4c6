import { InvitationsView } from '../features/invitations/components/invitations-view.tsx';

/** 'Invitations' (login required): received and sent invitations, in two tabs. */
export function InvitationsPage() {
  return <InvitationsView />;
}

import { InvitationsView } from '../features/invitations/components/invitations-view.tsx';

/** 'Invitations' (spec 2 §2, login required): received and sent invitations, in two tabs. */
export function InvitationsPage() {
  return <InvitationsView />;
}

import type { Invitation } from '@sanza/contracts';
import { invitationMessages as msg } from '@sanza/contracts/constants';
import type { InvitationBox } from './api.ts';

/** The label of an invitation's status: 'Acceptée', 'Refusée' or 'En attente'. */
export function invitationStatusLabel(status: Invitation['status']): string {
  switch (status) {
    case 'confirmed':
      return msg.statusConfirmed;
    case 'declined':
      return msg.statusDeclined;
    default:
      return msg.statusPending;
  }
}

/** Only a pending invitation can still be answered (received) or cancelled (sent). */
export function isPending(invitation: Pick<Invitation, 'status'>): boolean {
  return invitation.status === 'pending';
}

/** Who a sent invitation went to: the account's e-mail when the address has one, else the address typed. */
export function recipientOf(invitation: Pick<Invitation, 'user' | 'recipient_email'>): string {
  return invitation.user?.email ?? invitation.recipient_email;
}

/** Name of the page's parameter holding the tab, and its values (French, as the address shows them). */
export const TAB_PARAM = 'onglet';
const TAB_VALUES: Record<InvitationBox, string> = { received: 'recues', sent: 'envoyees' };

/** The tab an address asks for: `?onglet=envoyees` is the sent list; anything else the received one. */
export function tabFromParam(value: string | null): InvitationBox {
  return value === TAB_VALUES.sent ? 'sent' : 'received';
}

/** The parameter value of a tab; the received tab, the default, leaves the address bare. */
export function paramOfTab(box: InvitationBox): string | null {
  return box === 'received' ? null : TAB_VALUES[box];
}

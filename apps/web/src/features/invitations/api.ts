import type { Invitation } from '@sanza/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** The create payload of an invitation (spec 2 §3). */
export type InvitationInput = { event_id: string; recipient_email: string };

/** `POST /guest/invitations/`: invites someone, by e-mail, to an event; 201 with the invitation. */
export function sendInvitation(input: InvitationInput): Promise<Invitation> {
  return apiRequest<Invitation>('/guest/invitations/', { method: 'POST', json: input });
}

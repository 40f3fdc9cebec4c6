import type { Invitation } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

/** The create payload of an invitation. */
export type InvitationInput = { event_id: string; recipient_email: string };

/** The two lists of the invitations page: what the user received, what they sent. */
export type InvitationBox = 'received' | 'sent';

/** The recipient's answer: `confirmed` accepts, `declined` refuses. */
export type InvitationAnswer = 'confirmed' | 'declined';

const invitationPath = (id: number) => `/guest/invitations/${id}/`;

/** `POST /guest/invitations/`: invites someone, by e-mail, to an event; 201 with the invitation. */
export function sendInvitation(input: InvitationInput): Promise<Invitation> {
  return apiRequest<Invitation>('/guest/invitations/', { method: 'POST', json: input });
}

/** `GET /guest/invitations/received/` or `…/sent/`: the user's invitations, newest first, cancelled ones left out. */
export function fetchInvitations(box: InvitationBox, signal?: AbortSignal): Promise<Invitation[]> {
  return apiGet<Invitation[]>(`/guest/invitations/${box}/`, signal);
}

/** `PATCH /guest/invitations/{id}/`: the recipient accepts or declines; 200 with the invitation. */
export function respondToInvitation(id: number, status: InvitationAnswer): Promise<Invitation> {
  return apiRequest<Invitation>(invitationPath(id), { method: 'PATCH', json: { status } });
}

/** `DELETE /guest/invitations/{id}/`: the sender cancels a pending invitation. */
export function cancelInvitation(id: number): Promise<{ detail: string } | null> {
  return apiRequest(invitationPath(id), { method: 'DELETE' });
}

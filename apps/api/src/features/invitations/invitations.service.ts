import { type Invitation, invitationMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as repo from './invitations.repository.ts';

export type InvitationsService = ReturnType<typeof createInvitationsService>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Invitations to events: sent by e-mail, answered only by the recipient, cancelled only by the sender. */
export function createInvitationsService(deps: { db: Db; clock: Clock; mailer: Mailer; publicBase: string }) {
  const { db, clock } = deps;

  /**
   * The invitation as the client reads it. `user` (the recipient's account) is shown to the recipient only: the
   * sender always gets null beside recipient_email, so no answer tells whether an address has an account.
   */
  function present(row: repo.InvitationRow, toRecipient: boolean): Invitation {
    return {
      id: row.id,
      serial_id: row.serialId,
      status: row.status === 'cancelled' ? 'pending' : row.status,
      event: {
        serial_id: row.event.serialId,
        name: row.event.name,
        date: row.event.date,
        time: row.event.time,
      },
      invited_by: { username: row.invitedBy.username },
      user: toRecipient ? { email: row.recipientEmail } : null,
      recipient_email: row.recipientEmail,
      created_at: row.createdAt.toISOString(),
      responded_at: row.respondedAt?.toISOString() ?? null,
    };
  }

  function invitationMail(
    to: string,
    sender: string,
    event: { name: string; serialId: string },
    hasAccount: boolean,
  ) {
    const eventUrl = `${deps.publicBase}/events/${event.serialId}`;
    const answerUrl = hasAccount
      ? `${deps.publicBase}/invitations`
      : `${deps.publicBase}/register?next=${encodeURIComponent('/invitations')}`;
    const answer = hasAccount
      ? `Répondez à l'invitation sur Sanza : ${answerUrl}`
      : `Créez votre compte Sanza avec cette adresse pour répondre : ${answerUrl}`;
    return {
      to,
      subject: msg.mailSubject(event.name),
      text: `Bonjour,\n\n${sender} vous invite à « ${event.name} ».\n\nL'événement : ${eventUrl}\n${answer}\n\nÀ bientôt sur Sanza.`,
      link: answerUrl,
    };
  }

  /** The invitation for its recipient: 404 for anyone who neither sent nor received it. */
  async function loadFor(userId: number, ref: string) {
    const [row, user] = await Promise.all([repo.findInvitation(db, ref), repo.findUser(db, userId)]);
    if (!row || !user || row.status === 'cancelled') throw AppError.notFound(msg.notFound);
    const isSender = row.invitedById === userId;
    // Invitations follow confirmed addresses only: an address typed into a profile proves nothing.
    const isRecipient = user.emailVerified && sameEmail(row.recipientEmail, user.email);
    if (!isSender && !isRecipient) throw AppError.notFound(msg.notFound);
    return { row, isSender, isRecipient };
  }

  return {
    /**
     * Sends an invitation and its e-mail; 400 once the event has started, 409 when one is already pending for
     * that address and event.
     */
    async send(userId: number, input: { event_id: string; recipient_email: string }): Promise<Invitation> {
      const sender = await repo.findUser(db, userId);
      if (!sender) throw AppError.unauthenticated(msg.loginToSend);
      const event = await repo.findEventBySerial(db, input.event_id, clock.now());
      if (!event) throw AppError.notFound(msg.eventNotFound);
      // Nobody can come any more: an invitation would only be noise in the friend's inbox.
      if (event.hasStarted) throw AppError.badRequest(msg.eventFinished);
      const email = input.recipient_email.trim();
      if (sameEmail(email, sender.email)) throw AppError.badRequest(msg.selfInvite);
      let id: number;
      try {
        id = await repo.insertInvitation(db, {
          serialId: publicId(),
          eventId: event.id,
          invitedById: userId,
          recipientEmail: email,
          status: 'pending',
          createdAt: clock.now(),
        });
      } catch (err) {
        if (uniqueViolation(err) === 'invitations_pending_key') throw AppError.conflict(msg.alreadyInvited);
        throw err;
      }
      const hasAccount = await repo.hasAccount(db, email);
      deps.mailer.dispatch(invitationMail(email, sender.username, event, hasAccount));
      return present((await repo.findInvitation(db, String(id)))!, false);
    },

    /** Invitations to the user's address, once that address is confirmed (none before). */
    async received(userId: number): Promise<Invitation[]> {
      const user = await repo.findUser(db, userId);
      if (!user?.emailVerified) return [];
      return (await repo.listReceived(db, user.email)).map((r) => present(r, true));
    },

    async sent(userId: number): Promise<Invitation[]> {
      return (await repo.listSent(db, userId)).map((r) => present(r, false));
    },

    /** The recipient accepts (`confirmed`) or declines; 409 once it was answered or cancelled. */
    async respond(userId: number, ref: string, status: 'confirmed' | 'declined'): Promise<Invitation> {
      const { row, isRecipient } = await loadFor(userId, ref);
      if (!isRecipient) throw AppError.forbidden(msg.onlyRecipient);
      if (!(await repo.settleInvitation(db, row.id, status, clock.now()))) {
        throw AppError.conflict(status === 'confirmed' ? msg.cannotAccept : msg.cannotDecline);
      }
      return present((await repo.findInvitation(db, String(row.id)))!, true);
    },

    /** The sender cancels a pending invitation; it then disappears from both lists. */
    async cancel(userId: number, ref: string): Promise<void> {
      const { row, isSender } = await loadFor(userId, ref);
      if (!isSender) throw AppError.forbidden(msg.notAllowedToCancel);
      if (!(await repo.settleInvitation(db, row.id, 'cancelled', clock.now())))
        throw AppError.conflict(msg.cannotCancel);
    },
  };
}

import { accountMessages, EMAIL_CONFIRMATION_TTL_S, EMAIL_LINKS_PER_HOUR } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { findActiveUser, isEmailTaken, type UserRow } from './accounts.repository.ts';
import {
  countEmailConfirmationsSince,
  findEmailConfirmation,
  findPendingEmail,
  insertEmailConfirmation,
  setConfirmedEmail,
  spendEmailConfirmation,
  spendUserEmailConfirmations,
} from './email.repository.ts';

export type EmailService = ReturnType<typeof createEmailService>;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const emailTaken = () => AppError.fields({ email: [accountMessages.emailTaken] });

/**
 * E-mail addresses proven by a mailed single-use link (24 h): the address an account registers with, and a new
 * address, which replaces the old one only once confirmed. Only the newest link of an account works.
 */
export function createEmailService(deps: { db: Db; clock: Clock; mailer: Mailer; publicBase: string }) {
  const { db, clock, mailer, publicBase } = deps;
  const invalid = () => AppError.badRequest(accountMessages.emailConfirmInvalid);
  const resetLink = `${publicBase}/reset-password`;

  /** A new link for `email` (the user's older unused links die); 429 past the hourly number of links. */
  async function newLink(userId: number, email: string): Promise<string> {
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - 3600 * 1000);
    if ((await countEmailConfirmationsSince(db, userId, hourAgo)) >= EMAIL_LINKS_PER_HOUR) {
      throw new AppError(429, { detail: accountMessages.tooManyAttempts });
    }
    const token = randomToken();
    await db.transaction(async (tx) => {
      await spendUserEmailConfirmations(tx, userId, now);
      await insertEmailConfirmation(tx, {
        userId,
        email,
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_S * 1000),
      });
    });
    return `${publicBase}/email-confirm/${token}`;
  }

  /** Mails the link confirming the address the account has now. */
  async function sendOwnAddressLink(user: Pick<UserRow, 'id' | 'username' | 'email'>) {
    const link = await newLink(user.id, user.email);
    const text = accountMessages.confirmMailText(user.username, link);
    mailer.dispatch({ to: user.email, subject: accountMessages.confirmMailSubject, text, link });
  }

  /** Mails the link confirming a new address to that address. */
  async function sendNewAddressLink(user: Pick<UserRow, 'id' | 'username'>, email: string) {
    const link = await newLink(user.id, email);
    const text = accountMessages.emailChangeMailText(user.username, link);
    mailer.dispatch({ to: email, subject: accountMessages.confirmMailSubject, text, link });
  }

  return {
    sendOwnAddressLink,

    /**
     * Asks to move the account to `email` (the caller checked the current password): 400 when another account
     * holds it; the new address gets a link, the current one is told how to react if it was not its owner.
     */
    async requestChange(user: UserRow, email: string): Promise<void> {
      if (await isEmailTaken(db, email, user.id)) throw emailTaken();
      await sendNewAddressLink(user, email);
      mailer.dispatch({
        to: user.email,
        subject: accountMessages.emailChangeRequestedMailSubject,
        text: accountMessages.emailChangeRequestedMailText(user.username, email, resetLink),
      });
    },

    /** The new address waiting for its confirmation, or null. */
    pendingEmail(user: Pick<UserRow, 'id' | 'email'>): Promise<string | null> {
      return findPendingEmail(db, user.id, user.email, clock.now());
    },

    /**
     * Follows a link: its address becomes the account's, verified (400 when another account took it since).
     * Unknown, used or expired links answer one 400. The old address, when replaced, is told. Answers the user id.
     */
    async confirm(token: string): Promise<number> {
      const row = await findEmailConfirmation(db, sha256Hex(token));
      const now = clock.now();
      if (!row || row.usedAt || row.expiresAt <= now) throw invalid();
      let done: { user: UserRow; isChange: boolean } | null;
      try {
        done = await db.transaction(async (tx) => {
          if (!(await spendEmailConfirmation(tx, row.id, now))) return null;
          const user = await findActiveUser(tx, row.userId);
          if (!user) return null;
          const isChange = !sameEmail(row.email, user.email);
          if (isChange && (await isEmailTaken(tx, row.email, user.id))) throw emailTaken();
          await setConfirmedEmail(tx, user.id, isChange ? row.email : user.email, now);
          await spendUserEmailConfirmations(tx, user.id, now);
          return { user, isChange };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'users_email_lower_key') throw emailTaken();
        throw err;
      }
      if (!done) throw invalid();
      const { user, isChange } = done;
      if (isChange) {
        mailer.dispatch({
          to: user.email,
          subject: accountMessages.emailChangedMailSubject,
          text: accountMessages.emailChangedMailText(user.username, row.email),
        });
      }
      return user.id;
    },

    /** Sends a new link for the pending address, else for the unverified current one; 400 when all is confirmed. */
    async resend(userId: number): Promise<{ detail: string }> {
      const user = await findActiveUser(db, userId);
      if (!user) throw AppError.unauthenticated();
      const pending = await findPendingEmail(db, user.id, user.email, clock.now());
      if (pending) await sendNewAddressLink(user, pending);
      else if (!user.emailVerified) await sendOwnAddressLink(user);
      else throw AppError.badRequest(accountMessages.emailAlreadyConfirmed);
      return { detail: accountMessages.emailLinkSent(pending ?? user.email) };
    },
  };
}

import { accountMessages, PASSWORD_RESET_TTL_S } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { findActiveUserByEmail, revokeUserSessions, setPassword } from './accounts.repository.ts';
import type { CaptchaService } from './captcha.service.ts';
import { spendUserEmailConfirmations } from './email.repository.ts';
import { newPasswordErrors } from './password-change.service.ts';
import {
  countResetTokensSince,
  findResetToken,
  insertResetToken,
  spendResetToken,
  spendUserResetTokens,
} from './password-reset.repository.ts';

/** Links one address may be sent an hour; further requests answer the same and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** The user id in a link, Django style: base64url of the decimal id. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) && encodeUid(id) === uid ? id : null;
}

type ConfirmBody = { uid?: string; token?: string; new_password1?: string; new_password2?: string };

/** Password reset by e-mail: a single-use link valid one hour; using it ends every session of the account. */
export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaService;
  publicBase: string;
}) {
  const { db, clock, mailer, captcha, publicBase } = deps;

  return {
    /**
     * Sends a reset link when the address belongs to an active account. The answer is the same either way and
     * the mail goes out in the background, so neither the text nor the timing tells whether the account exists.
     */
    async request(input: { email: string; captcha?: string }): Promise<void> {
      await captcha.require(input.captcha);
      const user = await findActiveUserByEmail(db, input.email);
      if (!user) return;
      const now = clock.now();
      const hourAgo = new Date(now.getTime() - 3600 * 1000);
      if ((await countResetTokensSince(db, user.id, hourAgo)) >= RESET_MAILS_PER_HOUR) return;
      const token = randomToken();
      await insertResetToken(db, {
        userId: user.id,
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_S * 1000),
      });
      const link = `${publicBase}/password-reset-confirm/${encodeUid(user.id)}/${token}`;
      mailer.dispatch({
        to: user.email,
        subject: accountMessages.resetMailSubject,
        text: accountMessages.resetMailText(user.username, link),
        link,
      });
    },

    /** Sets the new password if the link is valid and the password follows the rules; any failure is one 400. */
    async confirm(params: { uid: string; token: string }, body: ConfirmBody): Promise<void> {
      const fields = newPasswordErrors(body);
      const invalid = () => new AppError(400, { detail: accountMessages.resetInvalid, ...fields });

      const sameLink =
        (body.uid === undefined || body.uid === params.uid) &&
        (body.token === undefined || body.token === params.token);
      const userId = decodeUid(params.uid);
      const row = sameLink && userId ? await findResetToken(db, sha256Hex(params.token)) : undefined;
      const now = clock.now();
      if (!row || row.userId !== userId || row.usedAt || row.expiresAt <= now) throw invalid();
      if (Object.keys(fields).length) throw invalid();

      const passwordHash = await hashPassword(body.new_password1!);
      const done = await db.transaction(async (tx) => {
        if (!(await spendResetToken(tx, row.id, now))) return false;
        // The link proves the mailbox: the address is verified. Access tokens signed before stop writing, and
        // pending e-mail changes die (whoever knew the old password may have asked one).
        await setPassword(tx, row.userId, passwordHash, now, { verifiesEmail: true });
        await spendUserResetTokens(tx, row.userId, now);
        await revokeUserSessions(tx, row.userId, now);
        await spendUserEmailConfirmations(tx, row.userId, now);
        return true;
      });
      if (!done) throw invalid();
    },
  };
}

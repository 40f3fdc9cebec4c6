import {
  accountMessages,
  CURRENT_PASSWORD_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_S,
  type PasswordChangeRequest,
  passwordProblems,
  type TokenPair,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  countLoginFailures,
  findActiveUser,
  recordLoginFailure,
  revokeUserSessions,
  setPassword,
  type UserRow,
} from './accounts.repository.ts';
import type { AccountsService } from './accounts.service.ts';
import { spendUserEmailConfirmations } from './email.repository.ts';
import { spendUserResetTokens } from './password-reset.repository.ts';

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

/**
 * Checks the current password before a change of e-mail or password (400 on `current_password`). A wrong one
 * counts as a failed sign-in against the account, so the next sign-in asks for the captcha; past
 * CURRENT_PASSWORD_MAX_FAILURES within the window the check answers 429 until the window passes.
 */
export async function verifyCurrentPassword(
  deps: { db: Db; clock: Clock },
  user: UserRow,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const field = (message: string) => AppError.fields({ current_password: [message] });
  // Accounts made through the identity provider have none: a reset link (to the proven address) sets one.
  if (!user.passwordHash) throw field(accountMessages.noPasswordYet);
  if (!password) throw field(accountMessages.currentPasswordRequired);
  const now = deps.clock.now();
  const account = `user:${user.id}`;
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_S * 1000);
  const { byAccount } = await countLoginFailures(deps.db, { ip, account, since });
  if (byAccount >= CURRENT_PASSWORD_MAX_FAILURES) {
    throw new AppError(429, { detail: accountMessages.tooManyAttempts });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const purgeBefore = new Date(now.getTime() - 24 * 3600 * 1000);
    await recordLoginFailure(deps.db, { ip, account, at: now, purgeBefore });
    throw field(accountMessages.currentPasswordWrong);
  }
}

/**
 * The new-password fields' problems, with the registration rules and messages (a change, and a reset link's
 * confirmation).
 */
export function newPasswordErrors(
  body: Pick<PasswordChangeRequest, 'new_password1' | 'new_password2'>,
): Record<string, string[]> {
  const p1 = body.new_password1 ?? '';
  const p2 = body.new_password2 ?? '';
  const fields: Record<string, string[]> = {};
  const problems = p1 ? passwordProblems(p1) : [accountMessages.newPasswordRequired];
  if (problems.length) fields.new_password1 = problems;
  if (!p2) fields.new_password2 = [accountMessages.confirmationRequired];
  else if (p1 && p1 !== p2) fields.new_password2 = [accountMessages.passwordMismatch];
  return fields;
}

/** Changing the password of a signed-in account, which asks for the current one and ends every other session. */
export function createPasswordChangeService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicBase: string;
  accounts: AccountsService;
}) {
  const { db, clock, mailer, publicBase, accounts } = deps;

  return {
    /**
     * Sets the new password after checking the current one. Raises the token version and revokes every refresh
     * and identity-provider token (other devices are signed out); pending e-mail changes and reset links die.
     * Answers fresh tokens for this session; the account's address is told.
     */
    async change(userId: number, body: PasswordChangeRequest, ip: string): Promise<TokenPair> {
      const user = await findActiveUser(db, userId);
      if (!user) throw AppError.unauthenticated();
      const fields = newPasswordErrors(body);
      if (!user.passwordHash) fields.current_password = [accountMessages.noPasswordYet];
      else if (!body.current_password) fields.current_password = [accountMessages.currentPasswordRequired];
      if (Object.keys(fields).length) throw AppError.fields(fields);
      await verifyCurrentPassword(deps, user, body.current_password, ip);

      const passwordHash = await hashPassword(body.new_password1!);
      const now = clock.now();
      const pair = await db.transaction(async (tx) => {
        const row = await setPassword(tx, user.id, passwordHash, now);
        if (!row) return null;
        await revokeUserSessions(tx, user.id, now);
        await spendUserResetTokens(tx, user.id, now);
        await spendUserEmailConfirmations(tx, user.id, now, user.email);
        return accounts.issueTokens(row, undefined, tx);
      });
      if (!pair) throw AppError.unauthenticated();
      mailer.dispatch({
        to: user.email,
        subject: accountMessages.passwordChangedMailSubject,
        text: accountMessages.passwordChangedMailText(user.username, `${publicBase}/reset-password`),
      });
      return pair;
    },
  };
}

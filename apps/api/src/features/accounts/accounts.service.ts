import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  LOGIN_FAILURE_WINDOW_S,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  type LoginRequest,
  REFRESH_TOKEN_TTL_S,
  type RegisterRequest,
  registerSchema,
  type TokenPair,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims, TokenSigner } from '../../lib/jwt.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import {
  countLoginFailures,
  findActiveUser,
  findRefreshToken,
  findUserByLogin,
  insertRefreshToken,
  insertUser,
  isEmailTaken,
  isTokenVersionCurrent,
  isUsernameTaken,
  recordLoginFailure,
  revokeRefreshFamily,
  spendRefreshToken,
  type UserRow,
} from './accounts.repository.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { EmailService } from './email.service.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Groups zod issues by top-level field, renaming fields to the names the client reads. */
export function fieldErrors(
  issues: { path: PropertyKey[]; message: string }[],
  rename: Record<string, string> = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    const field = rename[key] ?? key;
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

/** The profile claims of the access token. */
const claimsOf = (user: UserRow): AccessClaims => ({
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
});

const unique = {
  users_username_lower_key: { username: [accountMessages.usernameTaken] },
  users_email_lower_key: { email: [accountMessages.emailTaken] },
} as Record<string, Record<string, string[]>>;

/** Sign-up, sign-in and token refresh. */
export function createAccountsService(deps: {
  db: Db;
  clock: Clock;
  tokens: TokenSigner;
  captcha: CaptchaService;
  emails: EmailService;
}) {
  const { db, clock, tokens, captcha, emails } = deps;
  const invalidRefresh = () => AppError.unauthenticated(accountMessages.invalidRefresh);

  /** A new access token and a new refresh token (in `familyId`, or a new family for a new sign-in). */
  async function issueTokens(
    user: UserRow,
    familyId: string = randomUUID(),
    tx: Db = db,
  ): Promise<TokenPair> {
    const now = clock.now();
    const refresh = randomToken();
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: sha256Hex(refresh),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { access: await tokens.signAccess(user.id, now, claimsOf(user), user.tokenVersion), refresh };
  }

  return {
    issueTokens,

    /** Whether an access token signed at `tokenVersion` may still write for the user (active, not raised since). */
    isTokenCurrent(userId: number, tokenVersion: number): Promise<boolean> {
      return isTokenVersionCurrent(db, userId, tokenVersion);
    },

    /**
     * Creates an account after checking every field, the captcha, then uniqueness, and mails a link confirming
     * its address (invitations to the address show only once it is confirmed).
     */
    async register(input: RegisterRequest) {
      const parsed = registerSchema.safeParse(input);
      const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, { password: 'password1' });
      if (!input.captcha) errors.captcha = [accountMessages.captchaRequired];
      if (!parsed.success || Object.keys(errors).length) throw AppError.fields(errors);
      await captcha.require(input.captcha);

      const { username, email, password } = parsed.data;
      const taken: Record<string, string[]> = {};
      if (await isUsernameTaken(db, username)) taken.username = [accountMessages.usernameTaken];
      if (await isEmailTaken(db, email)) taken.email = [accountMessages.emailTaken];
      if (Object.keys(taken).length) throw AppError.fields(taken);

      const passwordHash = await hashPassword(password);
      try {
        const user = await insertUser(db, { username, email, passwordHash, updatedAt: clock.now() });
        await emails.sendOwnAddressLink(user);
        return { id: user.id, username: user.username, email: user.email };
      } catch (err) {
        // Two sign-ups racing for the same name: the unique index decides, the loser gets the field error.
        const fields = unique[uniqueViolation(err) ?? ''];
        if (fields) throw AppError.fields(fields);
        throw err;
      }
    },

    /**
     * Signs in by username or e-mail. After repeated failures from the client's address or against the account
     * within the window, a solved captcha is required. Every failure answers the same 401.
     */
    async login(input: LoginRequest, ip: string): Promise<TokenPair> {
      const now = clock.now();
      const identifier = input.username.trim();
      const user = await findUserByLogin(db, identifier);
      const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_S * 1000);
      const failures = await countLoginFailures(db, { ip, account, since });
      if (Math.max(failures.byIp, failures.byAccount) >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
        await captcha.require(input.captcha);
      }
      // Always verifies a hash, a dummy one for an unknown user, so timing does not tell whether the user exists.
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!ok || !user?.isActive) {
        const purgeBefore = new Date(now.getTime() - 24 * 3600 * 1000);
        await recordLoginFailure(db, { ip, account, at: now, purgeBefore });
        throw AppError.unauthenticated(accountMessages.loginFailed);
      }
      return issueTokens(user);
    },

    /**
     * Rotates a refresh token: the presented one is spent and a new one of the same family issued. Presenting a
     * spent token again revokes the whole family, so a stolen token dies with the legitimate one.
     */
    async refresh(token: string): Promise<TokenPair> {
      const row = await findRefreshToken(db, sha256Hex(token));
      const now = clock.now();
      if (!row || row.revokedAt || row.expiresAt <= now) throw invalidRefresh();
      const pair = await db.transaction(async (tx) => {
        if (!(await spendRefreshToken(tx, row.id, now))) return 'reused' as const;
        const user = await findActiveUser(tx, row.userId);
        if (!user) return null;
        return issueTokens(user, row.familyId, tx);
      });
      if (pair === 'reused') await revokeRefreshFamily(db, row.familyId, now);
      if (!pair || pair === 'reused') throw invalidRefresh();
      return pair;
    },
  };
}

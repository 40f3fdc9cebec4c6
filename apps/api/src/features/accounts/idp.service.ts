import { accountMessages, IDP_TOKEN_TTL_S, USERNAME_MAX } from '@sanza/contracts';
import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { isLoopbackHttp } from '../../lib/urls.ts';
import {
  findActiveUser,
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  revokeUserSessions,
  type UserRow,
} from './accounts.repository.ts';
import type { AccountsService } from './accounts.service.ts';
import { spendUserEmailConfirmations } from './email.repository.ts';
import {
  claimUnverifiedAccount,
  findIdpTokenUser,
  findUserByIdentity,
  insertIdentity,
  insertIdpToken,
  insertLoginState,
  takeLoginState,
} from './idp.repository.ts';

/** Prefix of our identity-provider tokens, so the auth plugin knows which lookups to make. */
export const IDP_TOKEN_PREFIX = 'idp_';
/** How long a started sign-in may take at the provider. */
export const LOGIN_STATE_TTL_S = 10 * 60;

export type IdpService = ReturnType<typeof createIdpService>;
/** The identity provider's settings (see config.ts). */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  provider: string;
};
type Log = { warn(obj: object, msg: string): void };

/** A free username made from the e-mail's local part (`jean.dupont`, else `jean.dupont-4821`). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').normalize('NFC').replace(/[^\p{L}\p{N}._-]/gu, '');
  const base = (local.length >= 3 ? local : `membre${local}`).slice(0, USERNAME_MAX - 5);
  if (!(await isUsernameTaken(db, base))) return base;
  for (let i = 0; i < 10; i++) {
    const candidate = `${base}-${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}

/**
 * Sign-in through an OpenID Connect provider (code flow with PKCE, state and nonce kept in the database so any
 * instance can finish it). On return the account is found by (provider, subject), else linked or created by
 * the verified e-mail, and the browser receives our own opaque identity-provider token (valid 1 day).
 */
export function createIdpService(deps: {
  db: Db;
  clock: Clock;
  oidc: OidcConfig | null;
  /** Absolute origin of this server, for the redirect URI the provider calls back. */
  publicBase: string;
  /** Origin of the web app for the final redirects ('' = this server). */
  webBase: string;
  accounts: AccountsService;
  log: Log;
}) {
  const { db, clock, oidc, publicBase, webBase, accounts, log } = deps;
  let discovered: Promise<client.Configuration> | null = null;

  /** The provider's configuration, discovered once (and again after a failure). */
  function configuration(o: OidcConfig): Promise<client.Configuration> {
    const issuer = new URL(o.issuer);
    discovered ??= client
      .discovery(
        issuer,
        o.clientId,
        o.clientSecret ? { client_secret: o.clientSecret } : undefined,
        o.clientSecret ? client.ClientSecretBasic(o.clientSecret) : client.None(),
        { execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((err) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  /** The configured provider when `provider` names it; 404 otherwise (or when none is configured). */
  function providerOf(provider: string): OidcConfig {
    if (!oidc || provider !== oidc.provider) throw AppError.notFound();
    return oidc;
  }

  const redirectUri = (provider: string) => `${publicBase}/accounts/${provider}/login/callback/`;

  /** Finds, links or creates the account of a verified provider identity. */
  async function linkAccount(
    provider: string,
    claims: { sub: string; email: string; given_name?: unknown; family_name?: unknown },
  ): Promise<UserRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const linked = await findUserByIdentity(tx, provider, claims.sub);
      if (linked) {
        if (!linked.isActive) throw new Error('account disabled');
        return linked;
      }
      let user = await findUserByEmail(tx, claims.email);
      if (user && !user.isActive) throw new Error('account disabled');
      if (user && !user.emailVerified) {
        await claimUnverifiedAccount(tx, user.id, now);
        await revokeUserSessions(tx, user.id, now);
        // The squatter's links die too: a pending change would hand the account back to them.
        await spendUserEmailConfirmations(tx, user.id, now);
      }
      const name = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 150) : '');
      user ??= await insertUser(tx, {
        username: await freeUsername(tx, claims.email),
        email: claims.email,
        emailVerified: true,
        firstName: name(claims.given_name),
        lastName: name(claims.family_name),
        updatedAt: now,
      });
      await insertIdentity(tx, { userId: user.id, provider, subject: claims.sub, email: claims.email });
      return user;
    });
  }

  return {
    /** The providers the web may offer (empty when none is configured, so the button hides). */
    providers() {
      return oidc ? [{ name: oidc.provider, login_url: `${webBase}/accounts/${oidc.provider}/login/` }] : [];
    },

    /** Starts a sign-in: remembers state, nonce and PKCE verifier, and answers the provider's authorization URL. */
    async start(provider: string): Promise<string> {
      const config = await configuration(providerOf(provider));
      const now = clock.now();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await insertLoginState(
        db,
        {
          state,
          provider,
          codeVerifier,
          nonce,
          expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_S * 1000),
        },
        now,
      );
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** Finishes a sign-in from the provider's redirect; answers where to send the browser (never throws past 404). */
    async finish(provider: string, query: Record<string, string>): Promise<string> {
      const o = providerOf(provider);
      try {
        const pending = query.state
          ? await takeLoginState(db, query.state, provider, clock.now())
          : undefined;
        if (!pending) throw new Error('unknown, used or expired state');
        const config = await configuration(o);
        const current = new URL(redirectUri(provider));
        for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v);
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no id token');
        let claims: Record<string, unknown> = { ...idClaims };
        if (typeof claims.email !== 'string') {
          claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
        }
        const verified = claims.email_verified === true || claims.email_verified === 'true';
        if (typeof claims.email !== 'string' || !claims.email.includes('@') || !verified) {
          throw new Error('e-mail missing or not verified');
        }
        const user = await linkAccount(provider, { ...claims, sub: idClaims.sub, email: claims.email });
        const token = randomToken(IDP_TOKEN_PREFIX);
        const now = clock.now();
        await insertIdpToken(db, {
          userId: user.id,
          provider,
          tokenHash: sha256Hex(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDP_TOKEN_TTL_S * 1000),
        });
        return `${webBase}/login/callback?access_token=${encodeURIComponent(token)}`;
      } catch (err) {
        log.warn({ err, provider }, 'identity provider sign-in failed');
        return `${webBase}/login?error=idp`;
      }
    },

    /** Our tokens for the owner of an identity-provider token; the identity-provider token stays valid. */
    async exchange(provider: string, token: string) {
      providerOf(provider);
      const userId = await findIdpTokenUser(db, sha256Hex(token), clock.now(), provider);
      const user = userId ? await findActiveUser(db, userId) : undefined;
      if (!user) throw AppError.unauthenticated(accountMessages.idpTokenInvalid);
      return accounts.issueTokens(user);
    },

    /** Whether an identity-provider token is live. */
    async validate(provider: string, token: string): Promise<boolean> {
      providerOf(provider);
      return (await findIdpTokenUser(db, sha256Hex(token), clock.now(), provider)) !== null;
    },

    /** The user of an identity-provider token presented as a credential (auth plugin), or null. */
    async resolveToken(token: string): Promise<number | null> {
      if (!token.startsWith(IDP_TOKEN_PREFIX)) return null;
      return findIdpTokenUser(db, sha256Hex(token), clock.now());
    },
  };
}

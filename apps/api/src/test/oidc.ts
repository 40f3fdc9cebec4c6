import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcAccount = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

export const OIDC_CLIENT_ID = 'sanza-test';
export const OIDC_CLIENT_SECRET = 'sanza-test-secret-0123456789abcdef';

type GrantContext = { oidc: { client: { clientId: string }; session: { accountId: string } } };

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one confidential client whose redirect URI
 * is ours, accounts by subject from `accounts`, its development login form, and consent granted up front.
 */
export async function startOidcProvider(opts: {
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}) {
  let handler: ((req: never, res: never) => void) | null = null;
  const server = createServer((req, res) => handler?.(req as never, res as never));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [opts.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = opts.accounts[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    // Consent is not what is tested: every client gets the scopes it asks for.
    async loadExistingGrant(ctx: GrantContext) {
      const grant = new provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback() as never;

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookie jar, just enough for the provider's interaction cookies (paths are ignored). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    store(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        const expired = attrs.some(
          (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0/i.test(a),
        );
        if (expired || !value) jar.delete(name);
        else jar.set(name, value);
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/**
 * Plays the browser at the provider: from the authorization URL, signs in as `subject` through the development
 * login form and follows redirects until the provider sends the browser back to `redirectPrefix`; answers that URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  subject: string,
  redirectPrefix: string,
): Promise<URL> {
  const jar = cookieJar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(res);
    init = { method: 'GET' };
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      if (url.href.startsWith(redirectPrefix)) return url;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    const prompt = html.includes('name="prompt" value="login"') ? 'login' : 'consent';
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: subject, password: 'x' } : { prompt },
    );
    init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many redirects at the provider');
}

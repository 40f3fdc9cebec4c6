// Starts what the browser journeys need besides the web app: a real OpenID Connect provider on 127.0.0.1
// (the API's own test helper), then the API configured to use it. Playwright starts its web servers before
// its global setup, so the provider's address (a free port) cannot be handed over any other way.
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from '../../api/src/test/oidc.ts';
import { OIDC_ACCOUNTS } from './oidc-accounts.ts';
import { STAFF_ACCOUNT } from './staff-account.ts';
import { STUDIO_ACCOUNTS } from './studio-accounts.ts';

const publicUrl = process.env.PUBLIC_URL;
const provider = process.env.OIDC_PROVIDER ?? 'google';
if (!publicUrl)
  throw new Error("PUBLIC_URL manquant : le fournisseur doit connaître la redirection de l'API.");

const oidc = await startOidcProvider({
  redirectUri: `${publicUrl}/accounts/${provider}/login/callback/`,
  accounts: OIDC_ACCOUNTS,
});
process.env.OIDC_ISSUER = oidc.issuer;
process.env.OIDC_CLIENT_ID = OIDC_CLIENT_ID;
process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT_SECRET;
// The artist-news journey waits for the job that announces a concert: every 2 s rather than every minute.
process.env.ARTIST_NEWS_INTERVAL_S ??= '2';
// The simulated buyer approves a payment on the phone after 1.5 s: long enough to see the waiting screen.
process.env.PAYMENT_SIMULATOR_DELAY_MS ??= '1500';

// A staff account (payment verification, check-in) and the studio's accounts, written before the server opens the database (the
// embedded one belongs to a single process: the server claims it when it starts, just below).
{
  const { loadConfig } = await import('../../api/src/config.ts');
  const { openDatabase } = await import('../../api/src/db/client.ts');
  const { createUserWithPassword } = await import('../../api/src/test/factories.ts');
  const { isUsernameTaken } = await import('../../api/src/features/accounts/accounts.repository.ts');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  await database.migrate();
  for (const account of [{ ...STAFF_ACCOUNT, roles: ['staff'] }, ...STUDIO_ACCOUNTS]) {
    if (!(await isUsernameTaken(database.db, account.username)))
      await createUserWithPassword(database.db, { ...account, roles: [...account.roles] });
  }
  await database.close();
}

// The server reads its configuration from the environment when it is imported, and exits on SIGTERM,
// taking the provider with it.
await import('../../api/src/server.ts');

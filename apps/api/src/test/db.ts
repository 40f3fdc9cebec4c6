import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  MIGRATIONS_DIR,
  type OpenOptions,
  openDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
} from '../db/client.ts';

/** Which database the server tests run on: PGlite by default, the PostgreSQL of TEST_DATABASE_URL in the `api-pg` project. */
export const testTarget: 'pglite' | 'postgres' =
  process.env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite';

type PgliteTemplate = { client: PGlite; emptyAll: string; lent: boolean };

let template: Promise<PgliteTemplate> | undefined;

/**
 * A migrated PGlite made once per test file. A test borrows it and, when the test closes its database, every
 * table is emptied and its identities restarted (a quarter of a second where a copy took several under load);
 * while it is lent, another database asked for gets a copy of it.
 */
function pgliteTemplate(): Promise<PgliteTemplate> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await wrapPglite(client).migrate();
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const emptyAll = `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`;
    return { client, emptyAll, lent: false };
  })();
  return template;
}

async function pgliteTestDatabase(guard: OpenOptions['guard']): Promise<Database> {
  const shared = await pgliteTemplate();
  if (shared.lent) {
    // The borrower may have written already: the copy is emptied like a returned template.
    const copy = (await shared.client.clone()) as PGlite;
    await copy.exec(shared.emptyAll);
    return wrapPglite(copy, guard);
  }
  shared.lent = true;
  const database = wrapPglite(shared.client, guard);
  let returned = false;
  return {
    ...database,
    async close() {
      if (returned) return;
      returned = true;
      // A test may end inside a transaction it left open (a timed-out guard, a failed request).
      if (shared.client.isInTransaction()) await shared.client.exec('rollback');
      await shared.client.exec(shared.emptyAll);
      shared.lent = false;
    },
  };
}

/**
 * A fresh, migrated, empty database for one test (on PGlite the file's template, emptied after, or a copy; on
 * PostgreSQL a new database), with the server's limits unless `limits` changes them.
 */
export async function createTestDatabase(
  limits: Pick<OpenOptions, 'guard' | 'postgres'> = {},
): Promise<Database & { url?: string }> {
  if (testTarget === 'pglite') return pgliteTestDatabase(limits.guard);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const template = await postgresTemplate(adminUrl);
  const name = `sanza_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), ...limits });
  return {
    ...database,
    url: databaseUrl(adminUrl, name),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database every test database is copied from (a copy takes a tenth of a migration). Its
 * name carries a hash of the migrations, so a changed migration makes a new one; it is built once under an
 * advisory lock (the test workers race for it) and renamed into place only when fully migrated.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
    }
    const name = `sanza_tpl_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(7301)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({ url: databaseUrl(adminUrl, building) });
        await database.migrate();
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(7301)');
      await admin.end();
    }
    return name;
  })();
  return postgresTemplateName;
}

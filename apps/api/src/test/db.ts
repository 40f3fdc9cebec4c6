import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  type OpenOptions,
  openDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
} from '../db/client.ts';

/** Which database the server tests run on: PGlite by default, the PostgreSQL of TEST_DATABASE_URL in the `api-pg` project. */
export const testTarget: 'pglite' | 'postgres' =
  process.env.TEST_DB_TARGET === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;

/** A migrated PGlite made once per test file; every test database is a copy of it. */
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await wrapPglite(client).migrate();
    return client;
  })();
  return template;
}

/**
 * A fresh, migrated, empty database for one test (a PGlite copy, or a new database on PostgreSQL), with the
 * server's limits unless `limits` changes them.
 */
export async function createTestDatabase(
  limits: Pick<OpenOptions, 'guard' | 'postgres'> = {},
): Promise<Database & { url?: string }> {
  if (testTarget === 'pglite') {
    const copy = (await (await pgliteTemplate()).clone()) as PGlite;
    return wrapPglite(copy, limits.guard);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `sanza_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), ...limits });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

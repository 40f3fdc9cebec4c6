import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

// Its own module so that the client and the transaction guard it wraps the database with both read it, without
// importing each other.
/** The Drizzle database, whichever driver is behind it; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

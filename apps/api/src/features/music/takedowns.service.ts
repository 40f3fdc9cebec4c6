import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withheldMediaPaths } from './takedowns.repository.ts';

/** The channel a song's moderation is announced on, so every process reads the withheld files again. */
export const TAKEDOWN_CHANNEL = 'song_takedowns';

export type Takedowns = Awaited<ReturnType<typeof startTakedowns>>;

/**
 * The audio files `/media/` no longer serves because their song was hidden by moderation (a kept link included),
 * held in memory so each media request costs one lookup in a set. Read at start, again in this process when a
 * song's moderation changes, and in every other process when told through PostgreSQL (or after their listening
 * connection came back: what was announced meanwhile is lost).
 */
export async function startTakedowns(deps: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = deps;
  let withheld = new Set<string>();
  // One read at a time, in the order asked: a later read never lands before an earlier one.
  let reading: Promise<void> = Promise.resolve();
  const reload = () => {
    reading = reading
      .then(async () => {
        withheld = new Set(await withheldMediaPaths(database.db));
      })
      .catch((err) => log.error({ err }, 'withheld media not read again'));
    return reading;
  };
  await reload();
  const stop = await database.listen(TAKEDOWN_CHANNEL, () => void reload(), {
    onReconnect: () => void reload(),
  });
  return {
    /** True when the media path (as served, without a leading slash) belongs only to hidden songs. */
    isWithheld: (path: string) => withheld.has(path.replace(/^\/+/, '')),
    /** After a song was hidden or shown again: read here before answering, then tell the other processes. */
    async songModerated() {
      await reload();
      await database.db.execute(sql`select pg_notify(${TAKEDOWN_CHANNEL}, '')`);
    },
    stop,
  };
}

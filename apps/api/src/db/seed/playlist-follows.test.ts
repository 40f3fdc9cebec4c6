import { POPULAR_PLAYLIST_MIN } from '@sanza/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { createPlaylist, createUser } from '../../test/factories.ts';
import type { Database } from '../client.ts';
import { playlistFollows } from '../schema.ts';
import { DEMO_PLAYLISTS } from './demo-music.ts';
import { seedPlaylistFollows } from './music-activity.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedPlaylistFollows', () => {
  it('gives every demo playlist enough followers for « Playlists populaires », once', async () => {
    const db = database.db;
    for (let i = 1; i <= 40; i++) {
      const name = `auditeur_${String(i).padStart(2, '0')}`;
      await createUser(db, { username: name, email: `${name}@demo.sanza.example` });
    }
    const refs = DEMO_PLAYLISTS.map((_, i) => `d${String(i).padStart(11, '0')}`);
    const made = [];
    for (const referenceId of refs) made.push(await createPlaylist(db, { referenceId }));
    const other = await createPlaylist(db);
    const now = new Date('2026-11-20T10:00:00Z');

    await seedPlaylistFollows(db, refs, now);
    const followers = async (playlistId: number) =>
      (
        await db
          .select({ n: count() })
          .from(playlistFollows)
          .where(eq(playlistFollows.playlistId, playlistId))
      )[0]!.n;
    const first = await Promise.all(made.map((p) => followers(p.id)));
    for (const n of first) expect(n).toBeGreaterThanOrEqual(POPULAR_PLAYLIST_MIN.followers);
    expect(await followers(other.id)).toBe(0);

    // A later start (or a database seeded before the follows existed) adds nothing twice.
    await seedPlaylistFollows(db, refs, now);
    expect(await Promise.all(made.map((p) => followers(p.id)))).toEqual(first);
  });
});

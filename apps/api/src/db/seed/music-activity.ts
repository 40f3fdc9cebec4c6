import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  artistSubscriptions,
  artists,
  playlistFollows,
  playlists,
  songLikes,
  songs,
  streams,
  users,
} from '../schema.ts';
import { DEMO_ARTISTS } from './demo-music.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Demo listeners: accounts without a password, switched off (no sign-in, not offered for sharing). */
const LISTENERS = 40;

/** A small deterministic PRNG: the demo is the same on every machine. */
export function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

export type SongSeed = {
  ref: string;
  title: string;
  albumKey: string | null;
  track: number | null;
  artistKeys: string[];
  genre: string;
  daysAgo: number;
  explicit: boolean;
  cover: string | null;
  tune: number;
  /** How much demo listeners play it (new and featured records more). */
  weight: number;
};

/** Demo listeners' streams over the last 30 days, their likes and subscriptions; then the counters. */
export async function seedActivity(
  tx: Db,
  ctx: {
    now: Date;
    songSeeds: SongSeed[];
    songByRef: Map<string, number>;
    artistId: (key: string) => number;
  },
) {
  const rand = random(2025);
  await tx
    .insert(users)
    .values(
      Array.from({ length: LISTENERS }, (_, i) => {
        const name = `auditeur_${String(i + 1).padStart(2, '0')}`;
        return { username: name, email: `${name}@demo.sanza.example`, emailVerified: true, isActive: false };
      }),
    )
    .onConflictDoNothing();
  const listeners = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} like 'auditeur\\_%' and ${users.email} like '%@demo.sanza.example'`);

  const streamRows: (typeof streams.$inferInsert)[] = [];
  const likeRows: (typeof songLikes.$inferInsert)[] = [];
  const subscriptionRows: (typeof artistSubscriptions.$inferInsert)[] = [];
  const genresOf = [...new Set(ctx.songSeeds.map((s) => s.genre))];
  for (const listener of listeners) {
    // Each listener prefers two genres and plays their songs four times more.
    const liked = new Set([
      genresOf[Math.floor(rand() * genresOf.length)],
      genresOf[Math.floor(rand() * genresOf.length)],
    ]);
    const weights = ctx.songSeeds.map((s) => s.weight * (liked.has(s.genre) ? 4 : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const plays = new Map<SongSeed, number>();
    const count = 15 + Math.floor(rand() * 45);
    for (let n = 0; n < count; n++) {
      let pick = rand() * total;
      let i = 0;
      while (pick > weights[i]! && i < weights.length - 1) pick -= weights[i++]!;
      const song = ctx.songSeeds[i]!;
      // Never before the release; newer streams are likelier (squared draw).
      const ageDays = Math.min(29.9, song.daysAgo) * rand() ** 2;
      streamRows.push({
        userId: listener.id,
        songId: ctx.songByRef.get(song.ref)!,
        createdAt: new Date(ctx.now.getTime() - ageDays * DAY_MS - Math.floor(rand() * 3600_000)),
      });
      plays.set(song, (plays.get(song) ?? 0) + 1);
    }
    const favourites = [...plays.entries()].sort((a, b) => b[1] - a[1]);
    for (const [song] of favourites.slice(0, 2 + Math.floor(rand() * 5))) {
      likeRows.push({ userId: listener.id, songId: ctx.songByRef.get(song.ref)!, createdAt: ctx.now });
    }
    const artistKeys = [...new Set(favourites.map(([s]) => s.artistKeys[0]!))].slice(
      0,
      1 + Math.floor(rand() * 3),
    );
    for (const key of artistKeys) {
      subscriptionRows.push({ userId: listener.id, artistId: ctx.artistId(key), createdAt: ctx.now });
    }
  }
  for (let i = 0; i < streamRows.length; i += 500)
    await tx.insert(streams).values(streamRows.slice(i, i + 500));
  if (likeRows.length) await tx.insert(songLikes).values(likeRows).onConflictDoNothing();
  if (subscriptionRows.length)
    await tx.insert(artistSubscriptions).values(subscriptionRows).onConflictDoNothing();

  // The counters always equal the rows they count.
  const songIds = [...ctx.songByRef.values()];
  await tx
    .update(songs)
    .set({
      playCount: sql`(select count(*) from ${streams} where ${streams.songId} = ${songs.id})`,
      likeCount: sql`(select count(*) from ${songLikes} where ${songLikes.songId} = ${songs.id})`,
    })
    .where(inArray(songs.id, songIds));
  await tx
    .update(artists)
    .set({
      subscribersCount: sql`(select count(*) from ${artistSubscriptions} where ${artistSubscriptions.artistId} = ${artists.id})`,
    })
    .where(inArray(artists.id, [...new Set(DEMO_ARTISTS.map((a) => ctx.artistId(a.key)))]));
}

/** The demo listeners, made by `seedActivity`. */
function demoListeners(tx: Db) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} like 'auditeur\\_%' and ${users.email} like '%@demo.sanza.example'`)
    .orderBy(users.id);
}

/**
 * Demo listeners follow the demo playlists (4 to 15 each), so « Playlists populaires », which asks for
 * followers, rests on real rows. Idempotent: a follow already there is kept; a database seeded before these
 * follows existed gets them on its next start.
 */
export async function seedPlaylistFollows(tx: Db, playlistRefs: string[], now: Date) {
  const found = await tx
    .select({ id: playlists.id })
    .from(playlists)
    .where(inArray(playlists.referenceId, playlistRefs))
    .orderBy(playlists.id);
  const playlistIds = found.map((p) => p.id);
  const listeners = await demoListeners(tx);
  if (listeners.length === 0 || playlistIds.length === 0) return;
  const rand = random(18);
  const rows = playlistIds.flatMap((playlistId) => {
    const n = Math.min(listeners.length, 4 + Math.floor(rand() * 12));
    const start = Math.floor(rand() * listeners.length);
    return Array.from({ length: n }, (_, k) => ({
      userId: listeners[(start + k) % listeners.length]!.id,
      playlistId,
      createdAt: now,
    }));
  });
  await tx.insert(playlistFollows).values(rows).onConflictDoNothing();
}

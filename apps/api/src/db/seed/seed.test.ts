import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POPULAR_PLAYLIST_MIN } from '@sanza/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isEditorsPick, isPopularCandidate } from '../../features/music/playlists.repository.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestDatabase } from '../../test/db.ts';
import type { Database } from '../client.ts';
import {
  albums,
  artistSubscriptions,
  artists,
  categories,
  events,
  genres,
  playlists,
  songLikes,
  songs,
  streams,
  ticketTypes,
  users,
} from '../schema.ts';
import { DEMO_ARTIST_USERNAME } from './demo-accounts.ts';
import { prepareDemoAudio } from './demo-audio-files.ts';
import { DEMO_ORGANIZER_USERNAME } from './demo-events.ts';
import { DEMO_PLAYLISTS } from './demo-music.ts';
import { demoSerialId, seedDemo } from './seed.ts';

let database: Database;
// One media directory for the file: the demo tunes are made once (a few seconds), then found there.
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'sanza-media-'));
  await prepareDemoAudio(mediaDir);
}, 120_000);
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const counts = async () => {
  const db = database.db;
  const [[u], [c], [e], [t], [a], [al], [so], [st], [l], [p]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(ticketTypes),
    db.select({ n: count() }).from(artists),
    db.select({ n: count() }).from(albums),
    db.select({ n: count() }).from(songs),
    db.select({ n: count() }).from(streams),
    db.select({ n: count() }).from(songLikes),
    db.select({ n: count() }).from(playlists),
  ]);
  return {
    users: u!.n,
    categories: c!.n,
    events: e!.n,
    ticketTypes: t!.n,
    artists: a!.n,
    albums: al!.n,
    songs: so!.n,
    streams: st!.n,
    likes: l!.n,
    playlists: p!.n,
  };
};

describe('seedDemo', () => {
  it('makes a dozen events over several categories, with covers and every kind of ticket', async () => {
    await seedDemo(database.db, { mediaDir });
    const n = await counts();
    expect(n.events).toBe(12);
    expect(n.categories).toBeGreaterThanOrEqual(4);
    const types = await database.db.select().from(ticketTypes);
    expect(types.some((t) => t.price === 0)).toBe(true);
    expect(types.some((t) => t.price > 0 && t.quantityAvailable > 0)).toBe(true);
    expect(types.some((t) => t.quantityAvailable === 0)).toBe(true);
    expect(types.some((t) => t.isAuction)).toBe(true);
    const cover = join(mediaDir, 'events', `${demoSerialId('fespam')}.svg`);
    expect(existsSync(cover)).toBe(true);
    expect(readFileSync(cover, 'utf8')).toContain('<svg');
  });

  it('makes the music catalogue: artists, genres, albums with covers, songs with audio, playlists, activity', async () => {
    await seedDemo(database.db, { mediaDir });
    const db = database.db;
    const artistRows = await db.select().from(artists);
    expect(artistRows.length).toBeGreaterThanOrEqual(12);
    expect(artistRows.some((a) => a.isPremium) && artistRows.some((a) => !a.isPremium)).toBe(true);
    expect(artistRows.some((a) => a.isCertified)).toBe(true);
    expect(artistRows.map((a) => a.name)).toContain('Mbóngo Sánzá');
    expect(artistRows.map((a) => a.name)).toContain('Élodie Makéla');
    expect((await db.select().from(genres)).map((g) => g.name)).toEqual(
      expect.arrayContaining(['Rumba', 'Ndombolo', 'Afrobeat', 'Makossa', 'Gospel', 'Coupé-décalé']),
    );
    const perAlbum = await db
      .select({ albumId: songs.albumId, n: count() })
      .from(songs)
      .groupBy(songs.albumId);
    expect(Math.max(...perAlbum.map((r) => r.n))).toBeGreaterThanOrEqual(12);
    const albumRows = await db.select().from(albums);
    for (const album of albumRows) {
      expect(album.tags.length).toBeGreaterThan(0);
      expect(album.description).not.toBe('');
      expect(album.genreId).not.toBeNull();
      expect(readFileSync(join(mediaDir, album.coverImage!), 'utf8')).toContain('viewBox="0 0 600 600"');
    }
    for (const artist of artistRows) expect(existsSync(join(mediaDir, artist.profileImage!))).toBe(true);
    const songRows = await db.select().from(songs);
    for (const song of songRows) {
      expect(existsSync(join(mediaDir, song.audioFile))).toBe(true);
      expect(song.duration).toBeGreaterThanOrEqual(45);
    }
    expect(new Set(songRows.map((s) => s.audioFile)).size).toBe(8);
    // Renditions come later, from the kept lossless sources (the backfill job; none are made while seeding).
    expect(new Set(songRows.map((s) => s.sourceFile)).size).toBe(8);
    for (const song of songRows) expect(existsSync(join(mediaDir, song.sourceFile!))).toBe(true);
    expect(songRows.every((s) => s.renditionsStatus === 'pending')).toBe(true);
    // A catalogue seeded before the sources existed gets them at its next start.
    await db.update(songs).set({ sourceFile: null });
    await seedDemo(db, { mediaDir });
    const upgraded = await db
      .select({ audioFile: songs.audioFile, sourceFile: songs.sourceFile })
      .from(songs);
    expect(
      upgraded.every((s) => s.sourceFile === s.audioFile.replace(/^audio\/(.*)\.mp3$/, '.sources/$1.wav')),
    ).toBe(true);
    expect((await db.select().from(playlists)).every((p) => p.isPublic)).toBe(true);

    // The counters are the rows they count.
    const mismatches = (await db.execute(sql`select id from songs
      where play_count <> (select count(*) from streams where streams.song_id = songs.id)
         or like_count <> (select count(*) from song_likes where song_likes.song_id = songs.id)`)) as {
      rows: unknown[];
    };
    expect(mismatches.rows).toEqual([]);
    const [subs] = await db.select({ n: count() }).from(artistSubscriptions);
    const [subsCounted] = await db.select({ n: sql<number>`sum(subscribers_count)::int` }).from(artists);
    expect(subs!.n).toBeGreaterThan(0);
    expect(subsCounted!.n).toBe(subs!.n);
    const n = await counts();
    expect(n.streams).toBeGreaterThan(500);
    expect(n.likes).toBeGreaterThan(50);
    // Demo listeners cannot sign in and are not offered for sharing.
    const listeners = await db.select().from(users).where(eq(users.isActive, false));
    expect(listeners.length).toBeGreaterThan(10);
    expect(listeners.every((u) => u.passwordHash === null)).toBe(true);
    // Every demo address counts as confirmed: invitations follow confirmed addresses only.
    const unverified = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.emailVerified, false));
    expect(unverified).toEqual([]);
  });

  it('fills both playlist sections of the music home: four staff picks, five popular enough', async () => {
    await seedDemo(database.db, { mediaDir });
    const db = database.db;
    const picks = await db.select({ id: playlists.id }).from(playlists).where(isEditorsPick);
    expect(picks).toHaveLength(4);
    const popular = await db.select({ name: playlists.name }).from(playlists).where(isPopularCandidate);
    expect(popular.map((p) => p.name).sort()).toEqual(
      DEMO_PLAYLISTS.filter((p) => p.songs.length >= POPULAR_PLAYLIST_MIN.songs)
        .map((p) => p.name)
        .sort(),
    );
    expect(popular.length).toBeGreaterThanOrEqual(5);
  });

  it('makes a demo organizer owning every demo event and a demo artist owning an artist, with random passwords answered once', async () => {
    const accounts = await seedDemo(database.db, { mediaDir });
    const db = database.db;
    expect(accounts.map(({ username, role }) => ({ username, role }))).toEqual([
      { username: DEMO_ORGANIZER_USERNAME, role: 'organizer' },
      { username: DEMO_ARTIST_USERNAME, role: 'artist' },
    ]);
    const [organizer] = await db.select().from(users).where(eq(users.username, DEMO_ORGANIZER_USERNAME));
    const [artistAccount] = await db.select().from(users).where(eq(users.username, DEMO_ARTIST_USERNAME));
    expect(organizer?.roles).toEqual(['organizer']);
    expect(artistAccount?.roles).toEqual(['artist']);
    for (const [account, row] of [
      [accounts[0]!, organizer],
      [accounts[1]!, artistAccount],
    ] as const) {
      expect(account.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await verifyPassword(row!.passwordHash, account.password)).toBe(true);
    }
    expect(accounts[0]!.password).not.toBe(accounts[1]!.password);
    const owners = await db.selectDistinct({ id: events.organizerId }).from(events);
    expect(owners).toEqual([{ id: organizer!.id }]);
    const owned = await db
      .select({ name: artists.name })
      .from(artists)
      .where(eq(artists.ownerId, artistAccount!.id));
    expect(owned).toEqual([{ name: 'Mbóngo Sánzá' }]);

    // Printed once: a later start gives no password again and keeps the one set.
    expect(await seedDemo(db, { mediaDir })).toEqual([]);
    const [again] = await db.select().from(users).where(eq(users.id, organizer!.id));
    expect(again?.passwordHash).toBe(organizer!.passwordHash);

    // A database seeded before the studio (organizer without password or role) gets both at its next start.
    await db.update(users).set({ passwordHash: null, roles: [] }).where(eq(users.id, organizer!.id));
    const upgraded = await seedDemo(db, { mediaDir });
    expect(upgraded.map((a) => a.username)).toEqual([DEMO_ORGANIZER_USERNAME]);
    const [after] = await db.select().from(users).where(eq(users.id, organizer!.id));
    expect(after?.roles).toEqual(['organizer']);
    expect(await verifyPassword(after!.passwordHash, upgraded[0]!.password)).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    await seedDemo(database.db, { mediaDir });
    const first = await counts();
    await seedDemo(database.db, { mediaDir });
    expect(await counts()).toEqual(first);
  });
});

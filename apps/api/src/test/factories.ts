import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  albums,
  artists,
  auctions,
  categories,
  events,
  genres,
  playlistSongs,
  playlists,
  songArtists,
  songGenres,
  songs,
  ticketTypes,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

const uid = () => randomBytes(5).toString('hex');

type UserInput = Partial<typeof users.$inferInsert>;
type CategoryInput = Partial<typeof categories.$inferInsert>;
type EventInput = Partial<typeof events.$inferInsert>;
type TicketTypeInput = Partial<typeof ticketTypes.$inferInsert>;

/** Inserts a user with unique username and e-mail unless given. */
export async function createUser(db: Db, input: UserInput = {}) {
  const name = input.username ?? `user_${uid()}`;
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, ...input })
    .returning();
  return row!;
}

/** Inserts a user who can sign in with `password` (default `Secret123!`). */
export async function createUserWithPassword(db: Db, input: UserInput & { password?: string } = {}) {
  const { password = 'Secret123!', ...rest } = input;
  const user = await createUser(db, { ...rest, passwordHash: await hashPassword(password) });
  return { ...user, password };
}

/** Inserts a category. */
export async function createCategory(db: Db, input: CategoryInput = {}) {
  const [row] = await db
    .insert(categories)
    .values({ serialId: `cat${uid()}`, name: `Catégorie ${uid()}`, ...input })
    .returning();
  return row!;
}

/** Inserts an event, creating its organiser and category when not given. Defaults to 10 days ahead. */
export async function createEvent(db: Db, input: EventInput = {}) {
  const organizerId = input.organizerId ?? (await createUser(db)).id;
  const categoryId = input.categoryId ?? (await createCategory(db)).id;
  const inTenDays = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(events)
    .values({
      serialId: `ev${uid()}`,
      name: `Concert ${uid()}`,
      date: inTenDays,
      time: '20:00:00',
      location: 'Brazzaville',
      ...input,
      organizerId,
      categoryId,
    })
    .returning();
  return row!;
}

/** Inserts a ticket type, creating its event when not given. */
export async function createTicketType(db: Db, input: TicketTypeInput = {}) {
  const eventId = input.eventId ?? (await createEvent(db)).id;
  const quantity = input.quantityTotal ?? input.quantityAvailable ?? 100;
  const [row] = await db
    .insert(ticketTypes)
    .values({
      name: 'Standard',
      price: 5000,
      quantityTotal: quantity,
      quantityAvailable: input.quantityAvailable ?? quantity,
      ...input,
      eventId,
    })
    .returning();
  return row!;
}

const hex12 = () => randomBytes(6).toString('hex');

/** Inserts an artist with a unique name unless given. */
export async function createArtist(db: Db, input: Partial<typeof artists.$inferInsert> = {}) {
  const [row] = await db
    .insert(artists)
    .values({ referenceId: hex12(), name: `Artiste ${uid()}`, ...input })
    .returning();
  return row!;
}

/** Inserts a genre (by name, reused when it exists). */
export async function createGenre(db: Db, name = `Genre ${uid()}`) {
  await db.insert(genres).values({ name }).onConflictDoNothing();
  const [row] = await db.select().from(genres).where(eq(genres.name, name));
  return row!;
}

/** Inserts an album, creating its artist when not given. */
export async function createAlbum(db: Db, input: Partial<typeof albums.$inferInsert> = {}) {
  const artistId = input.artistId ?? (await createArtist(db)).id;
  const [row] = await db
    .insert(albums)
    .values({ referenceId: hex12(), title: `Album ${uid()}`, releaseDate: '2026-01-15', ...input, artistId })
    .returning();
  return row!;
}

/**
 * Inserts a song credited to `artistIds` (the album's artist, or a new artist, when not given), with
 * `genreIds`. `albumId: null` makes a single.
 */
export async function createSong(
  db: Db,
  input: Partial<typeof songs.$inferInsert> & { artistIds?: number[]; genreIds?: number[] } = {},
) {
  const { artistIds, genreIds = [], ...values } = input;
  let credits = artistIds;
  if (!credits) {
    const album = values.albumId
      ? (await db.select().from(albums).where(eq(albums.id, values.albumId)))[0]
      : undefined;
    credits = [album?.artistId ?? (await createArtist(db)).id];
  }
  const [row] = await db
    .insert(songs)
    .values({
      referenceId: hex12(),
      title: `Chanson ${uid()}`,
      audioFile: 'audio/test.mp3',
      duration: 185,
      publishDate: '2026-01-15',
      ...values,
    })
    .returning();
  await db
    .insert(songArtists)
    .values(credits.map((artistId, position) => ({ songId: row!.id, artistId, position })));
  if (genreIds.length)
    await db.insert(songGenres).values(genreIds.map((genreId) => ({ songId: row!.id, genreId })));
  return row!;
}

/** Inserts a playlist of `songIds` in order, owned by a new user unless given; public unless said. */
export async function createPlaylist(
  db: Db,
  input: Partial<typeof playlists.$inferInsert> & { songIds?: number[] } = {},
) {
  const { songIds = [], ...values } = input;
  const ownerId = values.ownerId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(playlists)
    .values({ referenceId: hex12(), name: `Playlist ${uid()}`, isPublic: true, ...values, ownerId })
    .returning();
  if (songIds.length) {
    await db
      .insert(playlistSongs)
      .values(songIds.map((songId, position) => ({ playlistId: row!.id, songId, position })));
  }
  return row!;
}

/** Inserts an auction on a new auction ticket type of `eventId` (a new event when not given); running by default. */
export async function createAuction(
  db: Db,
  input: { eventId?: number; startPrice?: number; startTime?: Date; endTime?: Date | null } = {},
) {
  const type = await createTicketType(db, {
    eventId: input.eventId,
    isAuction: true,
    price: input.startPrice ?? 50000,
    quantityTotal: 1,
    name: 'Carré Or',
  });
  const start = input.startPrice ?? 50000;
  const [row] = await db
    .insert(auctions)
    .values({
      ticketTypeId: type.id,
      startPrice: start,
      currentPrice: start,
      startTime: input.startTime ?? new Date(Date.now() - 3600_000),
      endTime: input.endTime === undefined ? new Date(Date.now() + 3600_000) : input.endTime,
    })
    .returning();
  return row!;
}

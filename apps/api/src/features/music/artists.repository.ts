import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artistSubscriptions, artists, songArtists, songs } from '../../db/schema.ts';
import type { IdOrReference } from '../../lib/ids.ts';

/** The condition naming one artist by id or reference id. */
export const artistIs = (ref: IdOrReference) =>
  'id' in ref ? eq(artists.id, ref.id) : eq(artists.referenceId, ref.referenceId);

/** Plays summed over the songs crediting the artist. */
const totalPlays = sql<number>`coalesce((select sum(${songs.playCount}) from ${songs}
  inner join ${songArtists} on ${songArtists.songId} = ${songs.id}
  where ${songArtists.artistId} = ${artists.id}), 0)`.mapWith(Number);

/** An artist in a list: who, and the face shown. */
const artistSummary = {
  id: artists.id,
  referenceId: artists.referenceId,
  name: artists.name,
  profileImage: artists.profileImage,
};

/** Artists with their plays; callers add filters, order and window. */
export function selectArtists(db: Db) {
  return db
    .select({
      ...artistSummary,
      coverImage: artists.coverImage,
      isPremium: artists.isPremium,
      isCertified: artists.isCertified,
      styles: artists.styles,
      biography: artists.biography,
      aboutMe: artists.aboutMe,
      location: artists.location,
      productionHouse: artists.productionHouse,
      subscribersCount: artists.subscribersCount,
      views: artists.views,
      createdAt: artists.createdAt,
      totalPlays,
    })
    .from(artists);
}

export type ArtistRow = Awaited<ReturnType<ReturnType<typeof selectArtists>['execute']>>[number];

/**
 * Names containing `search`, ignoring case and accents (« mbongo » finds « Mbóngo Sánzá »); LIKE wildcards
 * in the search are taken literally.
 */
export const nameMatches = (search: string) => {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`unaccent(lower(${artists.name})) like unaccent(lower(${pattern}))`;
};
export const isPremium = (value: boolean) => eq(artists.isPremium, value);

/** The directory order: by name, accents ignored. */
export const byName = [asc(sql`unaccent(lower(${artists.name}))`), asc(artists.id)];

/** Popularity: subscribers (each worth `subscriberWeight` plays) plus plays; then by name. */
export const popularOrder = (subscriberWeight: number): SQL[] => [
  desc(sql`${artists.subscribersCount} * ${subscriberWeight} + ${totalPlays}`),
  ...byName,
];

/** How many artists match `where`. */
export async function countArtists(db: Db, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(artists).where(where);
  return row?.n ?? 0;
}

/** An artist's internal id, styles and subscriber count, or undefined. */
export async function findArtistId(db: Db, ref: IdOrReference) {
  const [row] = await db
    .select({ id: artists.id, styles: artists.styles, subscribersCount: artists.subscribersCount })
    .from(artists)
    .where(artistIs(ref));
  return row;
}

/** Counts one profile view; answers the artist's id, or undefined when there is none. */
export async function countView(db: Db, ref: IdOrReference) {
  const [row] = await db
    .update(artists)
    .set({ views: sql`${artists.views} + 1` })
    .where(artistIs(ref))
    .returning({ id: artists.id, styles: artists.styles });
  return row;
}

/** Other artists sharing a style, those sharing the most styles first, then the most followed. */
export function similarArtists(db: Db, artistId: number, styles: string[], limit: number) {
  const styleList = sql`array[${sql.join(
    styles.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  return db
    .select(artistSummary)
    .from(artists)
    .where(and(ne(artists.id, artistId), sql`${artists.styles} && ${styleList}`))
    .orderBy(
      desc(sql`cardinality(array(select unnest(${artists.styles}) intersect select unnest(${styleList})))`),
      desc(artists.subscribersCount),
      asc(artists.id),
    )
    .limit(limit);
}

/** Whether the user is subscribed to the artist. */
export async function isSubscribed(db: Db, userId: number, artistId: number): Promise<boolean> {
  const rows = await db
    .select({ artistId: artistSubscriptions.artistId })
    .from(artistSubscriptions)
    .where(and(eq(artistSubscriptions.userId, userId), eq(artistSubscriptions.artistId, artistId)));
  return rows.length > 0;
}

/** Removes a subscription; true when there was one. */
export async function deleteSubscription(db: Db, userId: number, artistId: number): Promise<boolean> {
  const rows = await db
    .delete(artistSubscriptions)
    .where(and(eq(artistSubscriptions.userId, userId), eq(artistSubscriptions.artistId, artistId)))
    .returning({ artistId: artistSubscriptions.artistId });
  return rows.length > 0;
}

/** Adds a subscription; false when it already exists (primary key). */
export async function insertSubscription(db: Db, values: typeof artistSubscriptions.$inferInsert) {
  const rows = await db
    .insert(artistSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ artistId: artistSubscriptions.artistId });
  return rows.length > 0;
}

/** Moves the subscriber counter by `delta` in one statement; answers the new count. */
export async function addToSubscribers(db: Db, artistId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(artists)
    .set({ subscribersCount: sql`greatest(${artists.subscribersCount} + ${delta}, 0)` })
    .where(eq(artists.id, artistId))
    .returning({ subscribersCount: artists.subscribersCount });
  return row!.subscribersCount;
}

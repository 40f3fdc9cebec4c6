import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  albums,
  artists,
  genres,
  playlistSongs,
  playlists,
  songArtists,
  songGenres,
  songs,
} from '../schema.ts';
import { drawCover, drawPortrait, drawSquareCover } from './covers.ts';
import { demoAudioPath, demoSourcePath, writeDemoAudio } from './demo-audio-files.ts';
import { DEMO_ALBUMS, DEMO_ARTISTS, DEMO_GENRES, DEMO_PLAYLISTS, DEMO_SINGLES } from './demo-music.ts';
import { random, type SongSeed, seedActivity, seedPlaylistFollows } from './music-activity.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Which tunes suit a genre; tracks alternate between them. */
const TUNES_BY_GENRE: Record<string, number[]> = {
  Rumba: [0, 6],
  Ndombolo: [1, 7],
  Afrobeat: [2],
  Makossa: [3],
  Gospel: [4],
  'Coupé-décalé': [5],
  Soukous: [7, 0],
};

/** Writes a generated image unless it is already there. */
function writeIfMissing(mediaDir: string, path: string, draw: () => string) {
  const full = join(mediaDir, path);
  if (existsSync(full)) return;
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, draw());
}

/** Every demo song, in a stable order, with the tune it plays. */
function demoSongs(ref: (key: string) => string): SongSeed[] {
  const list: SongSeed[] = [];
  const rand = random(4242);
  for (const album of DEMO_ALBUMS) {
    const tunes = TUNES_BY_GENRE[album.genre] ?? [0];
    album.tracks.forEach((title, i) => {
      const guest = album.guests?.[i];
      list.push({
        ref: ref(`song:${album.key}:${i}`),
        title,
        albumKey: album.key,
        track: i + 1,
        artistKeys: guest ? [album.artist, guest] : [album.artist],
        genre: album.genre,
        daysAgo: album.daysAgo,
        explicit: album.explicit?.includes(i) ?? false,
        cover: null,
        tune: tunes[i % tunes.length]!,
        weight: (album.featured ? 2 : 1) * (album.daysAgo < 60 ? 2 : 1) * (i === 0 ? 3 : 1) * (0.3 + rand()),
      });
    });
  }
  for (const single of DEMO_SINGLES) {
    list.push({
      ref: ref(`song:${single.key}`),
      title: single.title,
      albumKey: null,
      track: null,
      artistKeys: [single.artist],
      genre: single.genre,
      daysAgo: single.daysAgo,
      explicit: false,
      cover: `songs/${ref(`song:${single.key}`)}.svg`,
      tune: (TUNES_BY_GENRE[single.genre] ?? [0])[0]!,
      weight: 3,
    });
  }
  return list;
}

/**
 * The demo music catalogue: genres, a dozen artists, albums with covers, songs sharing eight generated
 * tunes, public playlists, and the activity of demo listeners (streams, likes, subscriptions) so the
 * trending and popular sections rest on real rows. Idempotent: keyed by stable reference ids; the
 * activity is only added in the run that creates the songs.
 */
export async function seedMusic(
  db: Db,
  opts: {
    mediaDir: string;
    now: Date;
    ownerId: number;
    ref: (key: string) => string;
    /** The tunes' durations, when their files are being made elsewhere (see prepareDemoAudio). */
    audio?: Promise<number[]>;
  },
) {
  const { mediaDir, now, ref } = opts;
  const durations = await (opts.audio ?? writeDemoAudio(mediaDir));
  const date = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const songSeeds = demoSongs(ref);
  const demoPlaylistRefs = DEMO_PLAYLISTS.map((p) => ref(`playlist:${p.key}`));
  const [last] = await db
    .select({ id: songs.id })
    .from(songs)
    .where(eq(songs.referenceId, songSeeds.at(-1)!.ref));

  DEMO_ARTISTS.forEach((a, i) => {
    writeIfMissing(mediaDir, `artists/${ref(`artist:${a.key}`)}.svg`, () =>
      drawPortrait({ name: a.name, seed: i + 3 }),
    );
    writeIfMissing(mediaDir, `artists/${ref(`artist:${a.key}`)}-cover.svg`, () =>
      drawCover({ title: a.name, subtitle: a.location, seed: i + 2 }),
    );
  });
  DEMO_ALBUMS.forEach((album, i) => {
    const artist = DEMO_ARTISTS.find((a) => a.key === album.artist)!;
    writeIfMissing(mediaDir, `albums/${ref(`album:${album.key}`)}.svg`, () =>
      drawSquareCover({ title: album.title, subtitle: artist.name, seed: i + 1 }),
    );
  });
  DEMO_SINGLES.forEach((single, i) => {
    const artist = DEMO_ARTISTS.find((a) => a.key === single.artist)!;
    writeIfMissing(mediaDir, `songs/${ref(`song:${single.key}`)}.svg`, () =>
      drawSquareCover({ title: single.title, subtitle: artist.name, seed: i + 5 }),
    );
  });
  // The catalogue is written in one transaction, so its last song existing means it is all there.
  if (last) {
    // A catalogue seeded before the WAV sources existed gets them, so its renditions start lossless.
    for (const [i] of durations.entries())
      await db
        .update(songs)
        .set({ sourceFile: demoSourcePath(i) })
        .where(and(eq(songs.audioFile, demoAudioPath(i)), isNull(songs.sourceFile)));
    await seedPlaylistFollows(db, demoPlaylistRefs, now);
    return;
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(genres)
      .values(DEMO_GENRES.map((name) => ({ name })))
      .onConflictDoNothing();
    const genreRows = await tx.select().from(genres).where(inArray(genres.name, DEMO_GENRES));
    const genreId = new Map(genreRows.map((g) => [g.name, g.id]));

    await tx
      .insert(artists)
      .values(
        DEMO_ARTISTS.map((a) => {
          const referenceId = ref(`artist:${a.key}`);
          return {
            referenceId,
            name: a.name,
            profileImage: `artists/${referenceId}.svg`,
            coverImage: `artists/${referenceId}-cover.svg`,
            isPremium: a.premium,
            isCertified: a.certified,
            styles: a.styles,
            biography: a.biography,
            aboutMe: a.aboutMe,
            location: a.location,
            productionHouse: a.productionHouse,
          };
        }),
      )
      .onConflictDoNothing();
    const artistRows = await tx
      .select({ id: artists.id, referenceId: artists.referenceId })
      .from(artists)
      .where(
        inArray(
          artists.referenceId,
          DEMO_ARTISTS.map((a) => ref(`artist:${a.key}`)),
        ),
      );
    const artistByRef = new Map(artistRows.map((a) => [a.referenceId, a.id]));
    const artistId = (key: string) => artistByRef.get(ref(`artist:${key}`))!;

    await tx
      .insert(albums)
      .values(
        DEMO_ALBUMS.map((album) => {
          const referenceId = ref(`album:${album.key}`);
          return {
            referenceId,
            title: album.title,
            artistId: artistId(album.artist),
            genreId: genreId.get(album.genre) ?? null,
            coverImage: `albums/${referenceId}.svg`,
            releaseDate: date(album.daysAgo),
            description: album.description,
            tags: album.tags,
            label: album.label,
            isFeatured: album.featured,
          };
        }),
      )
      .onConflictDoNothing();
    const albumRows = await tx
      .select({ id: albums.id, referenceId: albums.referenceId })
      .from(albums)
      .where(
        inArray(
          albums.referenceId,
          DEMO_ALBUMS.map((a) => ref(`album:${a.key}`)),
        ),
      );
    const albumByRef = new Map(albumRows.map((a) => [a.referenceId, a.id]));

    const created = await tx
      .insert(songs)
      .values(
        songSeeds.map((s) => ({
          referenceId: s.ref,
          title: s.title,
          albumId: s.albumKey ? albumByRef.get(ref(`album:${s.albumKey}`))! : null,
          trackNumber: s.track,
          coverImage: s.cover,
          audioFile: demoAudioPath(s.tune),
          // Renditions are made from the lossless source by the backfill job, not here: the first start stays fast.
          sourceFile: demoSourcePath(s.tune),
          duration: durations[s.tune]!,
          publishDate: date(s.daysAgo),
          isExplicit: s.explicit,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: songs.id, referenceId: songs.referenceId });
    const songRows = await tx
      .select({ id: songs.id, referenceId: songs.referenceId })
      .from(songs)
      .where(
        inArray(
          songs.referenceId,
          songSeeds.map((s) => s.ref),
        ),
      );
    const songByRef = new Map(songRows.map((s) => [s.referenceId, s.id]));
    await tx
      .insert(songArtists)
      .values(
        songSeeds.flatMap((s) =>
          s.artistKeys.map((key, position) => ({
            songId: songByRef.get(s.ref)!,
            artistId: artistId(key),
            position,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(songGenres)
      .values(songSeeds.map((s) => ({ songId: songByRef.get(s.ref)!, genreId: genreId.get(s.genre)! })))
      .onConflictDoNothing();

    await tx
      .insert(playlists)
      .values(
        DEMO_PLAYLISTS.map((p, i) => ({
          referenceId: ref(`playlist:${p.key}`),
          ownerId: opts.ownerId,
          name: p.name,
          description: p.description,
          style: p.style,
          isPublic: true,
          isFeatured: p.featured,
          createdAt: new Date(now.getTime() - (i + 1) * 3 * DAY_MS),
        })),
      )
      .onConflictDoNothing();
    const playlistRows = await tx
      .select({ id: playlists.id, referenceId: playlists.referenceId })
      .from(playlists)
      .where(
        inArray(
          playlists.referenceId,
          DEMO_PLAYLISTS.map((p) => ref(`playlist:${p.key}`)),
        ),
      );
    const playlistByRef = new Map(playlistRows.map((p) => [p.referenceId, p.id]));
    await tx
      .insert(playlistSongs)
      .values(
        DEMO_PLAYLISTS.flatMap((p) =>
          p.songs.map((s, position) => ({
            playlistId: playlistByRef.get(ref(`playlist:${p.key}`))!,
            songId: songByRef.get(typeof s === 'string' ? ref(`song:${s}`) : ref(`song:${s[0]}:${s[1]}`))!,
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    if (created.length === songSeeds.length) {
      await seedActivity(tx, { now, songSeeds, songByRef, artistId });
    }
  });
  await seedPlaylistFollows(db, demoPlaylistRefs, now);
}

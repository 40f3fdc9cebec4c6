/**
 * The studio's accounts of the browser journeys. e2e/start-server.mjs writes them into the fresh
 * database with their role before the server opens it; journeys sign in with them like anyone else. Each
 * artist account belongs to one journey (an account has one artist profile), so parallel tests never share one.
 */
export const ORGANIZER_ACCOUNT = {
  username: 'e2e_organizer',
  email: 'e2e.organizer@example.org',
  password: 'Rumba2026!',
} as const;

/** The artist of the upload journey (studio-upload.e2e.ts). */
export const ARTIST_ACCOUNT = {
  username: 'e2e_artist',
  email: 'e2e.artist@example.org',
  password: 'Rumba2026!',
} as const;

/** The artist of the profile, albums and stats journeys (studio-artist.e2e.ts). */
export const SECOND_ARTIST_ACCOUNT = {
  username: 'e2e_artist2',
  email: 'e2e.artist2@example.org',
  password: 'Rumba2026!',
} as const;

export const STUDIO_ACCOUNTS = [
  { ...ORGANIZER_ACCOUNT, roles: ['organizer'] },
  { ...ARTIST_ACCOUNT, roles: ['artist'] },
  { ...SECOND_ARTIST_ACCOUNT, roles: ['artist'] },
] as const;

/**
 * The staff account of the browser journeys (payment verification, check-in). e2e/start-server.mjs writes it
 * into the fresh database before the server opens it; journeys sign in with it like anyone else.
 */
export const STAFF_ACCOUNT = {
  username: 'e2e_staff',
  email: 'e2e.staff@example.org',
  password: 'Rumba2026!',
} as const;

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';
import { runCommand } from './commands.ts';

let database: Database;
let userId: number;
beforeEach(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db, { username: 'Patrice' })).id;
});
afterEach(() => database.close());

const role = (...args: string[]) => runCommand(database.db, { name: 'user:role', args });
const rolesNow = async () =>
  (await database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)))[0]?.roles;

describe('user:role (the command the CLI and the running server share)', () => {
  it('grants organizer, artist and staff (once each, whatever the case of the username) and withdraws them', async () => {
    expect(await role('patrice', 'organizer')).toEqual({
      code: 0,
      message: '« Patrice » a maintenant le rôle organizer (Organisateur).',
    });
    await role('PATRICE', 'organizer');
    await role('patrice', 'artist');
    expect(await rolesNow()).toEqual(['organizer', 'artist']);
    expect(await role('patrice', 'staff')).toEqual({
      code: 0,
      message: '« Patrice » a maintenant le rôle staff (Équipe Sanza).',
    });
    expect(await role('patrice', 'organizer', '--remove')).toEqual({
      code: 0,
      message: "« Patrice » n'a plus le rôle organizer (Organisateur).",
    });
    expect(await rolesNow()).toEqual(['artist', 'staff']);
  });

  it('accepts user as a no-op, refuses to withdraw it, and refuses an unknown role or user with a French message', async () => {
    expect(await role('patrice', 'user')).toEqual({
      code: 0,
      message: '« Patrice » a déjà le rôle user (Utilisateur), comme tous les comptes : rien à faire.',
    });
    expect(await role('patrice', 'user', '--remove')).toEqual({
      code: 1,
      message: "Le rôle user (Utilisateur) ne se retire pas : tous les comptes l'ont.",
    });
    expect(await role('patrice', 'admin')).toEqual({
      code: 1,
      message:
        'Rôle inconnu « admin » : les rôles sont organizer, artist, staff (user est celui de tous les comptes).',
    });
    expect(await role('inconnu', 'artist')).toEqual({ code: 1, message: 'Aucun utilisateur « inconnu ».' });
    expect(await role('inconnu', 'user')).toEqual({ code: 1, message: 'Aucun utilisateur « inconnu ».' });
    expect(await rolesNow()).toEqual([]);
  });

  it('user:staff keeps adding staff beside the roles already held', async () => {
    await role('patrice', 'artist');
    expect(await runCommand(database.db, { name: 'user:staff', args: ['patrice'] })).toEqual({
      code: 0,
      message: "« Patrice » fait maintenant partie de l'équipe (staff).",
    });
    await runCommand(database.db, { name: 'user:staff', args: ['patrice'] });
    expect(await rolesNow()).toEqual(['artist', 'staff']);
  });
});

import { studioMessages } from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTokenSigner } from '../lib/jwt.ts';
import { accessTokenFor, TEST_JWT_SECRET } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';
import { authPlugin } from './auth.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { requireRole, studioActor } from './roles.ts';

let database: Database;
let app: FastifyInstance;
beforeEach(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { tokens: createTokenSigner(TEST_JWT_SECRET) });
  app.get('/organizer', { onRequest: requireRole(database.db, 'organizer') }, async (request) =>
    studioActor(request),
  );
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await database.close();
});

const call = async (userId?: number) =>
  app.inject({
    method: 'GET',
    url: '/organizer',
    headers: userId ? { authorization: `Bearer ${await accessTokenFor(userId)}` } : {},
  });
const setRoles = (id: number, roles: ('organizer' | 'artist' | 'staff')[]) =>
  database.db.update(users).set({ roles }).where(eq(users.id, id));

describe('requireRole (the studio routes’ guard)', () => {
  it('401 to a visitor, 403 with the role’s French message without it, passes the role and staff', async () => {
    const visitor = await call();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: 'Veuillez vous connecter pour effectuer cette action' });

    const artist = await createUser(database.db, { username: 'awa' });
    await setRoles(artist.id, ['artist']);
    const refused = await call(artist.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.organizerOnly });

    const organizer = await createUser(database.db, { username: 'olivier' });
    await setRoles(organizer.id, ['organizer']);
    const passed = await call(organizer.id);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ userId: organizer.id, roles: ['organizer'], isStaff: false });

    const staff = await createUser(database.db, { username: 'sarah' });
    await setRoles(staff.id, ['staff']);
    expect((await call(staff.id)).json()).toEqual({ userId: staff.id, roles: ['staff'], isStaff: true });
  });

  it('reads the roles at each call: a withdrawn role or a disabled account stops at once, same token', async () => {
    const organizer = await createUser(database.db, { username: 'olivier' });
    await setRoles(organizer.id, ['organizer']);
    const token = { authorization: `Bearer ${await accessTokenFor(organizer.id)}` };
    const get = () => app.inject({ method: 'GET', url: '/organizer', headers: token });
    expect((await get()).statusCode).toBe(200);
    await setRoles(organizer.id, []);
    expect((await get()).statusCode).toBe(403);
    await setRoles(organizer.id, ['organizer']);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, organizer.id));
    expect((await get()).statusCode).toBe(401);
  });
});

import { staffMessages, studioMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

const ctx = appPerTest();

const bearer = async (id: number) => ({ authorization: `Bearer ${await accessTokenFor(id)}` });
const withRoles = async (username: string, roles: ('organizer' | 'artist' | 'staff')[] = []) => {
  const user = await createUser(ctx.database.db, { username, email: `${username}@example.cg` });
  if (roles.length) await ctx.database.db.update(users).set({ roles }).where(eq(users.id, user.id));
  return user;
};
const inject = async (method: 'GET' | 'PUT' | 'POST', url: string, as?: number, payload?: object) =>
  ctx.app.inject({ method, url, headers: as ? await bearer(as) : {}, ...(payload ? { payload } : {}) });

describe('GET /api/studio/users/', () => {
  it('is for staff only: 401 visitor, 403 organizer with the French message', async () => {
    const organizer = await withRoles('olivier', ['organizer']);
    expect((await inject('GET', '/api/studio/users/')).statusCode).toBe(401);
    const refused = await inject('GET', '/api/studio/users/', organizer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: studioMessages.staffOnly });
  });

  it('finds accounts by part of the username or e-mail, any case, with roles, state and date joined', async () => {
    const staff = await withRoles('sarah', ['staff']);
    const awa = await withRoles('Awa', ['artist']);
    await withRoles('kevin');
    await ctx.database.db.update(users).set({ email: 'contact@studio-awa.cg' }).where(eq(users.id, awa.id));
    const byName = await inject('GET', '/api/studio/users/?q=AW', staff.id);
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['cache-control']).toBe('private, no-store');
    expect(byName.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: awa.id,
          username: 'Awa',
          email: 'contact@studio-awa.cg',
          roles: ['artist'],
          is_active: true,
          date_joined: awa.createdAt.toISOString(),
        },
      ],
    });
    const byMail = await inject('GET', '/api/studio/users/?q=STUDIO-', staff.id);
    expect(byMail.json().results.map((u: { username: string }) => u.username)).toEqual(['Awa']);
    // Wildcards are plain characters.
    expect((await inject('GET', '/api/studio/users/?q=%25', staff.id)).json().count).toBe(0);
    expect((await inject('GET', '/api/studio/users/', staff.id)).json().count).toBe(3);
  });

  it('pages by 20 like the other paged lists, and refuses a bad page in French', async () => {
    const staff = await withRoles('sarah', ['staff']);
    for (let i = 0; i < 20; i++) await withRoles(`membre${i}`);
    const first = (await inject('GET', '/api/studio/users/', staff.id)).json();
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.next).toBe('http://localhost/api/studio/users/?page=2');
    const second = (await inject('GET', '/api/studio/users/?page=2', staff.id)).json();
    expect(second.results.map((u: { username: string }) => u.username)).toEqual(['membre19']);
    const bad = await inject('GET', '/api/studio/users/?page=0', staff.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: [staffMessages.invalidPage] });
  });
});

describe('PUT /api/studio/users/{id}/roles/', () => {
  it('sets the roles (user implied), which the account sees at once in GET /api/auth/user/', async () => {
    const staff = await withRoles('sarah', ['staff']);
    const kevin = await withRoles('kevin', ['artist']);
    const res = await inject('PUT', `/api/studio/users/${kevin.id}/roles/`, staff.id, {
      roles: ['user', 'organizer', 'organizer', 'staff'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: kevin.id, username: 'kevin', roles: ['organizer', 'staff'] });
    const me = await inject('GET', '/api/auth/user/', kevin.id);
    expect(me.json()).toMatchObject({ roles: ['organizer', 'staff'], is_staff: true });

    // Withdrawn by staff: the next studio call of the same token is refused.
    await inject('PUT', `/api/studio/users/${kevin.id}/roles/`, staff.id, { roles: [] });
    expect((await inject('GET', '/api/studio/users/', kevin.id)).statusCode).toBe(403);
  });

  it('never lets staff drop their own staff role; refuses unknown roles and users', async () => {
    const staff = await withRoles('sarah', ['staff']);
    const own = await inject('PUT', `/api/studio/users/${staff.id}/roles/`, staff.id, {
      roles: ['organizer'],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: staffMessages.ownStaffRole });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.roles).toEqual(['staff']);
    // Adding to one's own roles is fine.
    const more = await inject('PUT', `/api/studio/users/${staff.id}/roles/`, staff.id, {
      roles: ['staff', 'artist'],
    });
    expect(more.json().roles).toEqual(['staff', 'artist']);

    const unknown = await inject('PUT', `/api/studio/users/${staff.id}/roles/`, staff.id, {
      roles: ['admin'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ roles: [staffMessages.roleUnknown] });
    const nobody = await inject('PUT', '/api/studio/users/999999/roles/', staff.id, { roles: [] });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ detail: staffMessages.userNotFound });
  });

  it('refuses a non-staff account before reading the body (403, nothing changed)', async () => {
    const organizer = await withRoles('olivier', ['organizer']);
    const res = await inject('PUT', `/api/studio/users/${organizer.id}/roles/`, organizer.id, {
      roles: ['staff'],
    });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, organizer.id));
    expect(row?.roles).toEqual(['organizer']);
  });
});

describe('POST /api/studio/users/{id}/deactivate/ and /activate/', () => {
  it('deactivates (the account is signed out and its token stops writing) and activates again', async () => {
    const staff = await withRoles('sarah', ['staff']);
    const kevin = await withRoles('kevin');
    const token = await bearer(kevin.id);
    const off = await inject('POST', `/api/studio/users/${kevin.id}/deactivate/`, staff.id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: kevin.id, is_active: false });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, kevin.id));
    expect(row?.tokenVersion).toBe(kevin.tokenVersion + 1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: token })).statusCode).toBe(
      401,
    );

    const on = await inject('POST', `/api/studio/users/${kevin.id}/activate/`, staff.id);
    expect(on.json()).toMatchObject({ id: kevin.id, is_active: true });
    expect((await inject('GET', '/api/auth/user/', kevin.id)).statusCode).toBe(200);
  });

  it('never deactivates one’s own account; 404 for an unknown one; 403 for non-staff', async () => {
    const staff = await withRoles('sarah', ['staff']);
    const own = await inject('POST', `/api/studio/users/${staff.id}/deactivate/`, staff.id);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: staffMessages.ownAccount });
    expect((await inject('POST', '/api/studio/users/999999/activate/', staff.id)).json()).toEqual({
      detail: staffMessages.userNotFound,
    });
    const artist = await withRoles('awa', ['artist']);
    expect((await inject('POST', `/api/studio/users/${staff.id}/deactivate/`, artist.id)).statusCode).toBe(
      403,
    );
  });
});

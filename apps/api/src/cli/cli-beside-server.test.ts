import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { reservations, users } from '../db/schema.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { testTarget } from '../test/db.ts';
import { createTicketType, createUser } from '../test/factories.ts';
import { freePort } from '../test/ports.ts';
import { main as makeStaff } from './make-staff.ts';
import { main as userRole } from './user-role.ts';

type Started = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

/** Starts `src/server.ts` as `npm start` does (without the web build), on the embedded database in `dir`. */
async function startServer(dir: string, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'apps/api/src/server.ts')], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dir, 'no-web'),
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_NUMBER: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitHealthy(server: Started) {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${server.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy: ${server.output()}`);
}

const post = async (base: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

// The embedded database's ownership: what the PostgreSQL run cannot show (PostgreSQL has many writers).
describe.runIf(testTarget === 'pglite')(
  'the command-line tools beside a running server (embedded database)',
  () => {
    it('a second server on the same DATA_DIR refuses to start; user:staff and user:role go through the running server; after kill -9 every acknowledged write is there', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sanza-owner-crash-'));
      const seeded = await openDatabase({ dataDir: `${dir}/db` });
      await seeded.migrate();
      await createUser(seeded.db, { username: 'Patrice' });
      const ticketType = await createTicketType(seeded.db, { quantityTotal: 50 });
      await seeded.close();

      const server = await startServer(dir, await freePort());
      try {
        await waitHealthy(server);

        const second = await startServer(dir, await freePort());
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`DATA_DIR=« ${dir} »`);
        expect(second.output()).toContain(`un serveur Sanza (pid ${server.child.pid})`);

        const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        try {
          expect(await makeStaff(['patrice'], { DATA_DIR: dir, SEED_DEMO: 'false' })).toBe(0);
          expect(log).toHaveBeenLastCalledWith("« Patrice » fait maintenant partie de l'équipe (staff).");
          expect(await userRole(['patrice', 'artist'], { DATA_DIR: dir, SEED_DEMO: 'false' })).toBe(0);
          expect(log).toHaveBeenLastCalledWith('« Patrice » a maintenant le rôle artist (Artiste).');
        } finally {
          log.mockRestore();
        }

        // Writes acknowledged after the command: a new account and its four reservations.
        const challenge = await (await fetch(`${server.base}/api/captcha/challenge/`)).json();
        const registered = await post(server.base, '/api/user/register/', {
          username: 'zoe',
          email: 'zoe@example.cg',
          password: 'Bonjour1!',
          captcha: await solveCaptcha(challenge),
        });
        expect(registered.status).toBe(201);
        const login = await post(server.base, '/api/api/token/', { username: 'zoe', password: 'Bonjour1!' });
        expect(login.status).toBe(200);
        for (let i = 0; i < 4; i++) {
          const made = await post(
            server.base,
            '/api/tickets/reservations/',
            { ticket_type_id: ticketType.id, quantity: 1 },
            login.body.access as string,
          );
          expect(made.status).toBe(201);
        }
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
      }

      const reopened = await openDatabase({ dataDir: `${dir}/db` });
      try {
        const [patrice] = await reopened.db
          .select()
          .from(users)
          .where(sql`lower(${users.username}) = 'patrice'`);
        expect(patrice?.roles).toEqual(['staff', 'artist']);
        const [zoe] = await reopened.db.select().from(users).where(eq(users.username, 'zoe'));
        expect(zoe).toBeDefined();
        const held = await reopened.db.select().from(reservations).where(eq(reservations.userId, zoe!.id));
        expect(held).toHaveLength(4);
      } finally {
        await reopened.close();
      }
    }, 180_000);
  },
);

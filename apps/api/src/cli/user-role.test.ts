import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createUser } from '../test/factories.ts';
import { main } from './user-role.ts';

describe('npm run user:role', () => {
  it('grants a role on the embedded database, exits non-zero with a French message on stderr otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanza-cli-'));
    const env = { DATA_DIR: dir, SEED_DEMO: 'false' };
    const seeded = await openDatabase({ dataDir: `${dir}/db` });
    await seeded.migrate();
    const user = await createUser(seeded.db, { username: 'Patrice' });
    await seeded.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const usage = "Usage : npm run user:role -- <nom d'utilisateur> <organizer|artist|staff> [--remove]";
    try {
      expect(await main(['patrice'], env)).toBe(2);
      expect(error).toHaveBeenLastCalledWith(usage);
      expect(await main(['patrice', 'artist', '--force'], env)).toBe(2);
      expect(await main(['patrice', 'admin'], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith(
        'Rôle inconnu « admin » : les rôles sont organizer, artist, staff (user est celui de tous les comptes).',
      );
      expect(await main(['inconnu', 'artist'], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith('Aucun utilisateur « inconnu ».');
      expect(await main(['patrice', 'Organizer'], env)).toBe(0);
      expect(log).toHaveBeenLastCalledWith('« Patrice » a maintenant le rôle organizer (Organisateur).');
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const reopened = await openDatabase({ dataDir: `${dir}/db` });
    const [row] = await reopened.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.roles).toEqual(['organizer']);
    await reopened.close();
  }, 120_000);
});

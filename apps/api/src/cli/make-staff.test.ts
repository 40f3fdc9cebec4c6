import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { claimDataDir } from '../db/owner.ts';
import { users } from '../db/schema.ts';
import { createUser } from '../test/factories.ts';
import { main } from './make-staff.ts';

describe('npm run user:staff', () => {
  it('gives an existing user the staff role, and says so when the user does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanza-cli-'));
    const env = { DATA_DIR: dir, SEED_DEMO: 'false' };
    const seeded = await openDatabase({ dataDir: `${dir}/db` });
    await seeded.migrate();
    const user = await createUser(seeded.db, { username: 'Patrice' });
    await seeded.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main([], env)).toBe(2);
      expect(await main(['inconnu'], env)).toBe(1);
      expect(error).toHaveBeenLastCalledWith('Aucun utilisateur « inconnu ».');
      expect(await main(['patrice'], env)).toBe(0);
      expect(log).toHaveBeenLastCalledWith("« Patrice » fait maintenant partie de l'équipe (staff).");
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const reopened = await openDatabase({ dataDir: `${dir}/db` });
    const [row] = await reopened.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.roles).toEqual(['staff']);
    await reopened.close();
    // Opens the embedded database four times: slow on a busy machine.
  }, 120_000);

  it('refuses, naming DATA_DIR, while another command holds the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanza-cli-'));
    const other = await claimDataDir(dir, { kind: 'cli' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['patrice'], { DATA_DIR: dir, SEED_DEMO: 'false' })).toBe(1);
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining(`DATA_DIR=« ${dir} »`));
      expect(error).toHaveBeenLastCalledWith(
        expect.stringContaining(`une commande Sanza (pid ${process.pid})`),
      );
    } finally {
      error.mockRestore();
      await other.release();
    }
  });
});

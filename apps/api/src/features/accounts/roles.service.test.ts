import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/db.ts';
import { createSong, createUser } from '../../test/factories.ts';
import { createMusicModerationService } from '../music/music-moderation.service.ts';
import { createRolesService } from './roles.service.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('staff changes are audited in the log', () => {
  it('writes who did what to whom, with the roles before and after and the reason', async () => {
    const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
    const staff = createRolesService({ db: database.db, clock });
    const moderation = createMusicModerationService({ db: database.db, clock });
    const info = vi.fn();
    const call = { actorId: 7, log: { info } as unknown as FastifyBaseLogger };
    const kevin = await createUser(database.db, { username: 'kevin' });
    const song = await createSong(database.db);

    await staff.setRoles(call, kevin.id, ['artist']);
    await staff.setActive(call, kevin.id, false);
    await moderation.moderateSong(call, song.id, { hidden: true, reason: 'Spam' });

    expect(info.mock.calls).toEqual([
      [
        { studio_audit: { actor_id: 7, action: 'roles', user_id: kevin.id, before: [], after: ['artist'] } },
        'studio: staff action',
      ],
      [{ studio_audit: { actor_id: 7, action: 'deactivate', user_id: kevin.id } }, 'studio: staff action'],
      [
        { studio_audit: { actor_id: 7, action: 'hide_song', song_id: song.id, reason: 'Spam' } },
        'studio: staff action',
      ],
    ]);
  });
});

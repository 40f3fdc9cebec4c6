import { type LineupRequest, studioEventMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import * as repo from './lineups.repository.ts';

export type LineupsService = ReturnType<typeof createLineupsService>;

/** An artist's answers to the organizers who put them on a line-up. Staff answer for any artist. */
export function createLineupsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function present(r: repo.LineupRequestRow): LineupRequest {
    return {
      id: r.id,
      status: r.status,
      artist: { id: r.artistId, name: r.artistName },
      event: {
        serial_id: r.eventSerialId,
        name: r.eventName,
        date: r.date,
        time: r.time,
        location: r.location,
        city: r.city,
        organizer: { username: r.organizer },
      },
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
    };
  }

  /** 404 for a request that is not the actor's artist's (others learn nothing), 409 once answered. */
  async function decide(actor: StudioActor, id: number, status: 'confirmed' | 'declined') {
    const row = await repo.findLineupRequest(db, id);
    if (!row || (!actor.isStaff && row.artistOwnerId !== actor.userId))
      throw AppError.notFound(msg.lineupNotFound);
    if (!(await repo.decideLineup(db, id, status, clock.now()))) throw AppError.conflict(msg.lineupDecided);
    return present((await repo.findLineupRequest(db, id))!);
  }

  return {
    /** The requests for the actor's artist (staff: every request), newest first. */
    async list(actor: StudioActor): Promise<LineupRequest[]> {
      return (await repo.listLineupRequests(db, actor.isStaff ? null : actor.userId)).map(present);
    },
    confirm: (actor: StudioActor, id: number) => decide(actor, id, 'confirmed'),
    decline: (actor: StudioActor, id: number) => decide(actor, id, 'declined'),
  };
}

import {
  type DoorList,
  type DoorScan,
  type DoorStaff,
  type DoorSyncAnswer,
  paymentMessages,
  type StudioSales,
  studioEventMessages,
} from '@sanza/contracts';
import { DOOR_LIMITS, doorMessages } from '@sanza/contracts/constants';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { rolesOf, type StudioActor } from '../../plugins/roles.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { admitTicket, holderName } from './check-in.ts';
import * as repo from './door.repository.ts';
import { syncScans } from './door-sync.ts';
import * as team from './door-team.repository.ts';

export type DoorService = ReturnType<typeof createDoorService>;
type DoorEvent = NonNullable<Awaited<ReturnType<typeof team.findDoorEvent>>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The door in the organizer's hands: the event's door team (« contrôleurs »), who may check its
 * tickets in (organizer, door team, staff), the door list a phone keeps for the night, and the scans it made
 * without network, synced after the fact (the first scan wins).
 */
export function createDoorService(deps: {
  db: Db;
  clock: Clock;
  /** The time zone the door's messages say an instant in. */
  timeZone: string;
  payments: PaymentsService;
}) {
  const { db, clock, payments } = deps;

  /** The event an organizer manages: another organizer's is « not found », as in the rest of the studio. */
  async function managed(actor: StudioActor, serialId: string): Promise<DoorEvent> {
    const event = await team.findDoorEvent(db, serialId);
    if (!event || (!actor.isStaff && event.organizerId !== actor.userId))
      throw AppError.notFound(studioEventMessages.notFound);
    return event;
  }

  /** Whether `userId` may check `event` in: its organizer, its door team, platform staff. */
  async function mayCheckIn(userId: number, event: DoorEvent): Promise<boolean> {
    if (event.organizerId === userId) return true;
    const roles = await rolesOf(db, userId);
    if (roles === null) throw AppError.unauthenticated();
    return roles.includes('staff') || (await team.isDoorStaff(db, event.id, userId));
  }

  /** The event at whose door `userId` stands: 404 unknown, 403 for someone not allowed there. */
  async function atDoor(userId: number, serialId: string, notFound: string): Promise<DoorEvent> {
    const event = await team.findDoorEvent(db, serialId);
    if (!event) throw AppError.notFound(notFound);
    if (!(await mayCheckIn(userId, event))) throw AppError.forbidden(doorMessages.notAllowedAtDoor);
    return event;
  }

  return {
    /** The door team of an organizer's event. */
    async listDoorStaff(actor: StudioActor, serialId: string): Promise<DoorStaff[]> {
      const event = await managed(actor, serialId);
      return team.listDoorStaff(db, event.id);
    },

    /** Names an account, by username, to check the event's tickets in. */
    async addDoorStaff(actor: StudioActor, serialId: string, username: string): Promise<DoorStaff> {
      const event = await managed(actor, serialId);
      const user = await team.findActiveUserByUsername(db, username);
      if (!user) throw AppError.fields({ username: [doorMessages.userUnknown(username)] });
      if (user.id === event.organizerId)
        throw AppError.fields({ username: [doorMessages.organizerIsDoorStaff] });
      if (await team.isDoorStaff(db, event.id, user.id))
        throw AppError.conflict(doorMessages.alreadyDoorStaff(user.username));
      // The bound is read before the insert: two additions at once may pass it by one, which harms nothing.
      if ((await team.countDoorStaff(db, event.id)) >= DOOR_LIMITS.doorStaffMax)
        throw AppError.fields({ username: [doorMessages.doorStaffTooMany] });
      const row = { eventId: event.id, userId: user.id, addedBy: actor.userId, createdAt: clock.now() };
      const added = await team.addDoorStaff(db, row).catch((err: unknown) => {
        if (uniqueViolation(err)) return false;
        throw err;
      });
      if (!added) throw AppError.conflict(doorMessages.alreadyDoorStaff(user.username));
      return { id: user.id, username: user.username };
    },

    /** Takes an account off the door team: it can no longer check the event in, nor read its door list. */
    async removeDoorStaff(actor: StudioActor, serialId: string, userId: number): Promise<void> {
      const event = await managed(actor, serialId);
      if (!(await team.removeDoorStaff(db, event.id, userId)))
        throw AppError.notFound(doorMessages.doorStaffUnknown);
    },

    /** Admits a ticket online (`POST /api/tickets/check-in/`), for whoever may check the event in. */
    async checkIn(userId: number, code: string, eventSerial: string) {
      await atDoor(userId, eventSerial, paymentMessages.eventNotFound);
      const admission = { db, clock, timeZone: deps.timeZone, readTicketCode: payments.readTicketCode };
      return admitTicket(admission, userId, code, eventSerial);
    },

    /** The events `userId` may check in: every one for staff, else the ones they organize or are door staff of. */
    async checkInEvents(userId: number) {
      const roles = await rolesOf(db, userId);
      if (roles === null) throw AppError.unauthenticated();
      const only = roles.includes('staff') ? undefined : userId;
      const rows = await repo.listCheckInEvents(db, clock.now(), only);
      return rows.map((e) => ({
        serial_id: e.serialId,
        name: e.name,
        date: e.date,
        time: e.time,
        location: e.location,
      }));
    },

    /** Every valid ticket of the event as the phone keeps it: the code's hash, never the code; no contact. */
    async doorList(userId: number, serialId: string): Promise<DoorList> {
      const event = await atDoor(userId, serialId, studioEventMessages.notFound);
      const now = clock.now();
      const rows = await repo.doorTickets(db, event.id);
      const tickets = rows.map((t) => ({
        serial_id: t.serialId,
        code_sha256: payments.ticketCodeSha256(t.serialId),
        holder_name: holderName(t),
        ticket_name: t.ticketName,
        seat: t.seat,
        checked_in_at: iso(t.checkedInAt),
        checked_in_by: t.checkedInAt ? t.checkedInBy : null,
      }));
      return {
        event: {
          serial_id: event.serialId,
          name: event.name,
          date: event.date,
          time: event.time,
          location: event.location,
          is_cancelled: event.status === 'cancelled',
        },
        generated_at: now.toISOString(),
        expected: tickets.length,
        checked_in: tickets.filter((t) => t.checked_in_at !== null).length,
        tickets,
      };
    },

    /** Scans admitted on phones, sent after the fact: one result per scan, in order (door-sync.ts). */
    async sync(userId: number, serialId: string, scans: DoorScan[]): Promise<DoorSyncAnswer> {
      const event = await atDoor(userId, serialId, studioEventMessages.notFound);
      const results = await db.transaction((tx) =>
        syncScans(tx, {
          eventId: event.id,
          userId,
          now: clock.now(),
          scans,
          readCode: payments.readTicketCode,
        }),
      );
      return { results };
    },

    /** What the sales page adds for the door: valid tickets, second admissions, cash per seller. */
    async salesFigures(eventId: number): Promise<Pick<StudioSales, 'expected' | 'conflicts' | 'door_cash'>> {
      const [expected, rows, doorCash] = await Promise.all([
        repo.expectedCount(db, eventId),
        repo.conflicts(db, eventId),
        repo.doorCashBySeller(db, eventId),
      ]);
      return {
        expected,
        door_cash: doorCash,
        conflicts: rows.map((c) => ({
          serial_id: c.serialId,
          holder_name: holderName(c),
          ticket_name: c.ticketName,
          // The online check-ins carry no device (recorded with an empty one, which no phone can send).
          admitted: { at: iso(c.admittedAt) ?? '', by: c.admittedBy, device_id: c.admittedDevice || null },
          refused: { at: c.refusedAt.toISOString(), by: c.refusedBy, device_id: c.refusedDevice || null },
        })),
      };
    },
  };
}

import type { DoorScan, DoorSyncAnswer } from '@sanza/contracts';
import { DOOR_LIMITS } from '@sanza/contracts/constants';
import type { Db } from '../../db/client.ts';
import * as repo from './door.repository.ts';

type Result = DoorSyncAnswer['results'][number];
type Locked = Awaited<ReturnType<typeof repo.lockTicketsForSync>>[number];
type Recorded = Awaited<ReturnType<typeof repo.scansOfTickets>>[number];

/** The device id of an online check-in displaced by an earlier scan: empty, which no phone can send. */
export const ONLINE_DEVICE = '';

const SKEW_MS = DOOR_LIMITS.scanClockSkewMinutes * 60_000;

/** A scan's key: the same ticket, phone and phone time is the same scan sent again. */
const keyOf = (ticketId: number, deviceId: string, scannedAt: Date) =>
  `${ticketId}|${deviceId}|${scannedAt.getTime()}`;

/**
 * Records the scans phones admitted without network, inside `tx`, and answers one result per scan in order. The
 * ticket's check-in is its earliest admission (`effective_at`, the phone's time, or the time received when the
 * phone is ahead of us by more than the allowed skew); every later one is a `duplicate`, kept as a conflict. An
 * earlier scan synced after an online check-in takes the ticket from it. The tickets are locked first (one
 * statement, id order), so two phones syncing one ticket at once are decided one after the other. A scan names
 * its ticket by code, or by serial id for a manual admission (a ticket found by name, the holder's ID checked):
 * same rules, recorded with `method` 'manual'.
 */
export async function syncScans(
  tx: Db,
  input: {
    eventId: number;
    userId: number;
    now: Date;
    scans: DoorScan[];
    readCode: (code: string) => string | null;
  },
): Promise<Result[]> {
  const { eventId, userId, now } = input;
  // A scanned code names its ticket once its signature holds; a manual admission names it by serial id.
  const serials = input.scans.map((s) =>
    s.code !== undefined ? input.readCode(s.code) : (s.serial_id ?? null),
  );
  const known = serials.filter((s): s is string => s !== null);
  const tickets = new Map<string, Locked>();
  for (const t of await repo.lockTicketsForSync(tx, [...new Set(known)])) tickets.set(t.serialId, t);
  const valid = [...tickets.values()].filter(
    (t) => t.eventId === eventId && t.reservationStatus !== 'cancelled',
  );
  const recorded = new Map<string, Recorded>();
  for (const r of await repo.scansOfTickets(
    tx,
    valid.map((t) => t.id),
  ))
    recorded.set(keyOf(r.ticketId, r.deviceId, r.scannedAt), r);

  // The admission that holds each ticket now: its time, who made it, and its scan row (none for online ones).
  const winners = new Map<number, { at: Date; by: number | null; scanId: number | null }>();
  for (const t of valid) {
    if (!t.checkedInAt) continue;
    const row = [...recorded.values()].find((r) => r.ticketId === t.id && r.outcome === 'admitted');
    winners.set(t.id, { at: t.checkedInAt, by: t.checkedInBy, scanId: row?.id ?? null });
  }

  const keys: (string | null)[] = [];
  for (const [i, scan] of input.scans.entries()) {
    const ticket = serials[i] ? tickets.get(serials[i]) : undefined;
    if (!ticket || ticket.eventId !== eventId || ticket.reservationStatus === 'cancelled') {
      keys.push(null);
      continue;
    }
    const scannedAt = new Date(scan.scanned_at);
    const key = keyOf(ticket.id, scan.device_id, scannedAt);
    keys.push(key);
    // Sent again (the phone never got our answer): already counted, answered as it stands.
    if (recorded.has(key)) continue;
    const effectiveAt = scannedAt.getTime() > now.getTime() + SKEW_MS ? now : scannedAt;
    const row: repo.NewDoorScan = {
      ticketId: ticket.id,
      eventId,
      deviceId: scan.device_id,
      scannedAt,
      effectiveAt,
      scannedBy: userId,
      receivedAt: now,
      outcome: 'duplicate',
      method: scan.code !== undefined ? 'scan' : 'manual',
    };
    const winner = winners.get(ticket.id);
    if (!winner || effectiveAt < winner.at) {
      if (winner) await displace(tx, ticket, winner, now, eventId);
      row.outcome = 'admitted';
      const id = await repo.insertScan(tx, row);
      await repo.setTicketCheckIn(tx, ticket.id, effectiveAt, userId);
      winners.set(ticket.id, { at: effectiveAt, by: userId, scanId: id });
      recorded.set(key, { ...row, id, scannedBy: userId, outcome: 'admitted' });
    } else {
      const id = await repo.insertScan(tx, row);
      recorded.set(key, { ...row, id, scannedBy: userId, outcome: 'duplicate' });
    }
  }

  const names = await repo.usernames(
    tx,
    [...winners.values()].map((w) => w.by).filter((id): id is number => id !== null),
  );
  return input.scans.map((scan, i) => {
    // The result echoes what was sent: the code, or the serial id of a manual admission.
    const sent = scan.code ?? scan.serial_id ?? '';
    const key = keys[i];
    const ticket = serials[i] ? tickets.get(serials[i]) : undefined;
    if (!key || !ticket) {
      const serial = ticket ? ticket.serialId : null;
      return {
        code: sent,
        outcome: 'invalid',
        serial_id: serial,
        checked_in_at: null,
        checked_in_by: null,
      };
    }
    const winner = winners.get(ticket.id)!;
    const mine = recorded.get(key)!;
    // The row that holds the ticket is the admitted one; every other row of it lost to that one.
    const won = mine.outcome === 'admitted' && winner.scanId === mine.id;
    return {
      code: sent,
      outcome: won ? 'admitted' : 'duplicate',
      serial_id: ticket.serialId,
      checked_in_at: winner.at.toISOString(),
      checked_in_by: winner.by === null ? null : (names.get(winner.by) ?? null),
    };
  });
}

/** An earlier scan takes the ticket: the admission that held it becomes a second one (a conflict). */
async function displace(
  tx: Db,
  ticket: Locked,
  winner: { at: Date; by: number | null; scanId: number | null },
  now: Date,
  eventId: number,
): Promise<void> {
  if (winner.scanId !== null) {
    await repo.markScanDuplicate(tx, winner.scanId);
    return;
  }
  // An online check-in has no scan row: it gets one now, so the sales page can show it as the one refused.
  await repo.insertScan(tx, {
    ticketId: ticket.id,
    eventId,
    deviceId: ONLINE_DEVICE,
    scannedAt: winner.at,
    effectiveAt: winner.at,
    scannedBy: winner.by,
    receivedAt: now,
    outcome: 'duplicate',
  });
}

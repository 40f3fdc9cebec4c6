// The door's decisions, without network: a scanned code is hashed and looked up in the door list kept on the
// phone; admissions are queued and sent later, and the server's results fold back into the list.
import { DOOR_LIMITS, doorMessages, paymentMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import type { CheckInAnswer, DoorList, DoorScan, DoorSyncAnswer, DoorTicket } from './api.ts';
import { doorTexts } from './texts.ts';

/**
 * A scan kept on the phone until the server has it, with its code's hash to match the list. A ticket found by
 * name and let in by the door team is kept by its serial id (the list holds no codes), with the list's hash.
 */
export type QueuedScan = DoorScan & { code_sha256: string };

/** A queued scan's identity: what it names (its code, or the serial id of a manual admission) and its time. */
export function scanKey(scan: Pick<DoorScan, 'code' | 'serial_id' | 'scanned_at'>): string {
  return `${scan.code ?? `manuel:${scan.serial_id}`}|${scan.scanned_at}`;
}

/** What the sync route takes of a queued scan: its code or its serial id, its time and the phone. */
export function sentScan({ code, serial_id, scanned_at, device_id }: QueuedScan): DoorScan {
  return code !== undefined ? { code, scanned_at, device_id } : { serial_id, scanned_at, device_id };
}

/** A scan the server did not take as this phone's admission: another scan came first, or the code is invalid. */
export type SyncConflict = {
  code_sha256: string;
  outcome: 'duplicate' | 'invalid';
  scanned_at: string;
  holder_name: string | null;
  ticket_name: string | null;
  seat: number | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
};

/** What the door shows, full screen: let in (green) or refused (red), in big text, with the ticket's lines. */
export type Verdict = { tone: 'admitted' | 'refused'; title: string; lines: string[] };

/** What the phone decides alone for a scanned code's hash. */
export type OfflineDecision =
  | { kind: 'cancelled' }
  | { kind: 'invalid' }
  | { kind: 'used'; ticket: DoorTicket }
  | { kind: 'admit'; ticket: DoorTicket };

/** SHA-256 of a text (UTF-8), in lowercase hex: what the door list carries instead of each QR code's text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Africa/Douala's offset from UTC: +01:00 all year (no daylight saving time). */
const VENUE_UTC_OFFSET_MS = 60 * 60 * 1000;

/** An instant as the venue's wall-clock time, `21:04` (Africa/Douala); unparsable values as is. */
export function formatClock(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const venue = new Date(date.getTime() + VENUE_UTC_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(venue.getUTCHours())}:${two(venue.getUTCMinutes())}`;
}

/** The phone's verdict for a hash: a cancelled event refuses all, an unknown hash is invalid, a second scan is used. */
export function decideOffline(list: DoorList, hash: string): OfflineDecision {
  if (list.event.is_cancelled) return { kind: 'cancelled' };
  const ticket = list.tickets.find((candidate) => candidate.code_sha256 === hash);
  if (!ticket) return { kind: 'invalid' };
  return ticket.checked_in_at ? { kind: 'used', ticket } : { kind: 'admit', ticket };
}

/** The phone's verdict for a ticket found by name (its serial id), as for a scanned code. */
export function decideOfflineBySerial(list: DoorList, serialId: string): OfflineDecision {
  if (list.event.is_cancelled) return { kind: 'cancelled' };
  const ticket = list.tickets.find((candidate) => candidate.serial_id === serialId);
  if (!ticket) return { kind: 'invalid' };
  return ticket.checked_in_at ? { kind: 'used', ticket } : { kind: 'admit', ticket };
}

/** The verdict's lines for a ticket: who holds it, its type and seat. */
export function ticketLines(ticket: Pick<DoorTicket, 'holder_name' | 'ticket_name' | 'seat'>): string[] {
  return [doorTexts.holderLine(ticket.holder_name), doorTexts.seatLine(ticket.ticket_name, ticket.seat)];
}

/** « Déjà entré à 21:04 (contrôlé par … ) » for a ticket admitted before. */
export function alreadyEnteredTitle(checkedInAt: string, checkedInBy: string | null): string {
  return doorMessages.alreadyEntered(formatClock(checkedInAt), checkedInBy ?? doorTexts.thisPhone);
}

/** What the door shows for a decision made on the phone. */
export function verdictOfDecision(list: DoorList, decision: OfflineDecision): Verdict {
  switch (decision.kind) {
    case 'cancelled':
      return { tone: 'refused', title: paymentMessages.eventCancelledAtDoor(list.event.name), lines: [] };
    case 'invalid':
      return { tone: 'refused', title: paymentMessages.ticketInvalid, lines: [] };
    case 'used':
      return {
        tone: 'refused',
        title: alreadyEnteredTitle(decision.ticket.checked_in_at ?? '', decision.ticket.checked_in_by),
        lines: ticketLines(decision.ticket),
      };
    case 'admit':
      return { tone: 'admitted', title: paymentMessages.ticketAdmitted, lines: ticketLines(decision.ticket) };
  }
}

/** What the door shows for the server's 200: who holds the ticket, its type and seat. */
export function verdictOfAnswer(answer: CheckInAnswer): Verdict {
  return { tone: 'admitted', title: answer.detail, lines: ticketLines(answer.ticket) };
}

/** What the door shows for the server's result of one admission sent now (a ticket found by name). */
export function verdictOfSyncResult(
  result: DoorSyncAnswer['results'][number],
  ticket: DoorTicket | undefined,
): Verdict {
  const lines = ticket ? ticketLines(ticket) : [];
  if (result.outcome === 'admitted')
    return { tone: 'admitted', title: paymentMessages.ticketAdmitted, lines };
  if (result.outcome === 'duplicate' && result.checked_in_at)
    return { tone: 'refused', title: alreadyEnteredTitle(result.checked_in_at, result.checked_in_by), lines };
  return { tone: 'refused', title: paymentMessages.ticketInvalid, lines };
}

/** The 409 of a ticket already used: when and by whom, else null. */
export function usedAtOf(error: unknown): { checked_in_at: string; checked_in_by: string | null } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { checked_in_at?: unknown; checked_in_by?: unknown } | null;
  if (typeof body?.checked_in_at !== 'string') return null;
  return {
    checked_in_at: body.checked_in_at,
    checked_in_by: typeof body.checked_in_by === 'string' ? body.checked_in_by : null,
  };
}

/** What the door shows for a refusal of the server; `ticket` is the list's ticket of the code, when known. */
export function verdictOfError(error: unknown, ticket: DoorTicket | undefined): Verdict {
  const lines = ticket ? ticketLines(ticket) : [];
  const used = usedAtOf(error);
  if (used)
    return { tone: 'refused', title: alreadyEnteredTitle(used.checked_in_at, used.checked_in_by), lines };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { tone: 'refused', title: error.message || paymentMessages.ticketInvalid, lines };
  }
  return { tone: 'refused', title: paymentMessages.genericError, lines };
}

/** The list with one ticket marked as admitted (a new list: the old one is left as it was). */
export function markAdmitted(list: DoorList, serialId: string, at: string, by: string | null): DoorList {
  return {
    ...list,
    tickets: list.tickets.map((ticket) =>
      ticket.serial_id === serialId && !ticket.checked_in_at
        ? { ...ticket, checked_in_at: at, checked_in_by: by }
        : ticket,
    ),
  };
}

/** « entrés / attendus »: tickets admitted in the list (the phone's own included), and all valid tickets. */
export function countEntries(list: DoorList): { entered: number; expected: number } {
  const entered = list.tickets.filter((ticket) => ticket.checked_in_at).length;
  return { entered, expected: Math.max(list.expected, list.tickets.length) };
}

/** Lowercase, without accents or extra spaces, so « Noël » finds « noel ». */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The list's tickets matching a search: every word in the holder's name, the start of the ticket's number (the
 * code's first part), or the full code (its hash, `hash`). At most DOOR_LIMITS.searchResultsMax, and how many matched.
 */
export function searchTickets(
  list: DoorList,
  query: string,
  hash: string | null,
): { tickets: DoorTicket[]; total: number } {
  const words = normalize(query).split(' ').filter(Boolean);
  const serial = normalize(query.split('.')[0] ?? '');
  if (words.length === 0) return { tickets: [], total: 0 };
  const matches = list.tickets.filter((ticket) => {
    if (hash && ticket.code_sha256 === hash) return true;
    if (serial.length >= 4 && normalize(ticket.serial_id).startsWith(serial)) return true;
    const name = normalize(ticket.holder_name);
    return words.every((word) => name.includes(word));
  });
  return { tickets: matches.slice(0, DOOR_LIMITS.searchResultsMax), total: matches.length };
}

/**
 * A fresh list from the server, with the phone's admissions it does not know yet (scans still queued) kept: a
 * ticket let in offline must not look free again until its scan is sent.
 */
export function mergeServerList(server: DoorList, queue: readonly QueuedScan[], by: string | null): DoorList {
  let merged = server;
  for (const scan of queue) {
    const ticket = merged.tickets.find((candidate) => candidate.code_sha256 === scan.code_sha256);
    if (ticket && !ticket.checked_in_at) merged = markAdmitted(merged, ticket.serial_id, scan.scanned_at, by);
  }
  return merged;
}

/** The queue cut in requests of at most `max` scans (the sync route's bound), oldest first. */
export function batchesOf<T>(queue: readonly T[], max: number = DOOR_LIMITS.syncScansMax): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < queue.length; i += max) batches.push(queue.slice(i, i + max));
  return batches;
}

/**
 * Folds the server's answer to one batch into the list: each ticket takes the server's admission (time and
 * controller); a `duplicate` (another scan first) or an `invalid` is a conflict to show.
 */
export function applySyncResults(
  list: DoorList,
  sent: readonly QueuedScan[],
  answer: DoorSyncAnswer,
): { list: DoorList; conflicts: SyncConflict[] } {
  const conflicts: SyncConflict[] = [];
  let tickets = list.tickets;
  answer.results.forEach((result, i) => {
    const scan = sent[i];
    if (!scan) return;
    const ticket = tickets.find(
      (candidate) =>
        candidate.code_sha256 === scan.code_sha256 ||
        (result.serial_id !== null && candidate.serial_id === result.serial_id),
    );
    if (ticket && result.checked_in_at) {
      tickets = tickets.map((candidate) =>
        candidate === ticket
          ? { ...candidate, checked_in_at: result.checked_in_at, checked_in_by: result.checked_in_by }
          : candidate,
      );
    }
    if (result.outcome === 'admitted') return;
    conflicts.push({
      code_sha256: scan.code_sha256,
      outcome: result.outcome,
      scanned_at: scan.scanned_at,
      holder_name: ticket?.holder_name ?? null,
      ticket_name: ticket?.ticket_name ?? null,
      seat: ticket?.seat ?? null,
      checked_in_at: result.checked_in_at,
      checked_in_by: result.checked_in_by,
    });
  });
  return { list: { ...list, tickets }, conflicts };
}

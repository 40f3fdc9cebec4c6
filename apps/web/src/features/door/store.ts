// What the door keeps on the phone, in IndexedDB (idb-keyval): the device's id, and per signed-in user the
// events they may check in, each event's door list, the scans not sent yet and the conflicts of the last syncs.
import { createStore, get, set, type UseStore, update } from 'idb-keyval';
import { readJwtUserId } from '../../lib/jwt.ts';
import { readToken } from '../../lib/tokens.ts';
import type { CheckInEvent, DoorList } from './api.ts';
import { type QueuedScan, type SyncConflict, scanKey } from './rules.ts';

/** Conflicts kept to show: the most recent ones (a door sees a handful; a bug must not fill the phone). */
const CONFLICTS_KEPT = 200;

let database: UseStore | null = null;
/** The store, opened on first use (opening it is what creates the database). */
function door(): UseStore {
  database ??= createStore('sanza-door', 'door');
  return database;
}

/** The signed-in user as the door's keys name them: the access token's user id, or the provider session. */
export function doorOwner(): string | null {
  const access = readToken('access');
  if (access) return readJwtUserId(access);
  return readToken('idp') ? 'idp' : null;
}

/** This phone's own random id, made once and kept: it tells the server which device scanned. */
export async function deviceId(): Promise<string> {
  let id = '';
  // One transaction: two tabs racing on a first visit keep the first id written.
  await update<string>(
    'device-id',
    (current) => {
      id = current ?? crypto.randomUUID();
      return id;
    },
    door(),
  );
  return id;
}

const eventsKey = (owner: string) => `events:${owner}`;
const listKey = (owner: string, event: string) => `list:${owner}:${event}`;
const queueKey = (owner: string, event: string) => `queue:${owner}:${event}`;
const conflictsKey = (owner: string, event: string) => `conflicts:${owner}:${event}`;

/** The events `owner` may check in, as last downloaded (null when never). */
export function readEvents(owner: string): Promise<CheckInEvent[] | undefined> {
  return get<CheckInEvent[]>(eventsKey(owner), door());
}

export function writeEvents(owner: string, events: CheckInEvent[]): Promise<void> {
  return set(eventsKey(owner), events, door());
}

/** The door list of `event` kept for `owner`, with the phone's own admissions. */
export function readList(owner: string, event: string): Promise<DoorList | undefined> {
  return get<DoorList>(listKey(owner, event), door());
}

export function writeList(owner: string, event: string, list: DoorList): Promise<void> {
  return set(listKey(owner, event), list, door());
}

/** The scans of `event` not sent yet, oldest first. */
export async function readQueue(owner: string, event: string): Promise<QueuedScan[]> {
  return (await get<QueuedScan[]>(queueKey(owner, event), door())) ?? [];
}

/** Adds a scan to the queue (one transaction: two scans at once both stay). */
export function enqueueScan(owner: string, event: string, scan: QueuedScan): Promise<void> {
  return update<QueuedScan[]>(queueKey(owner, event), (queue) => [...(queue ?? []), scan], door());
}

/** Removes the scans the server answered (by code or serial id and time: the same code may be queued twice). */
export function dequeueScans(owner: string, event: string, answered: readonly QueuedScan[]): Promise<void> {
  const done = new Set(answered.map(scanKey));
  return update<QueuedScan[]>(
    queueKey(owner, event),
    (queue) => (queue ?? []).filter((scan) => !done.has(scanKey(scan))),
    door(),
  );
}

/** The conflicts of the syncs of `event`, newest first. */
export async function readConflicts(owner: string, event: string): Promise<SyncConflict[]> {
  return (await get<SyncConflict[]>(conflictsKey(owner, event), door())) ?? [];
}

export function addConflicts(owner: string, event: string, conflicts: SyncConflict[]): Promise<void> {
  if (conflicts.length === 0) return Promise.resolve();
  return update<SyncConflict[]>(
    conflictsKey(owner, event),
    (kept) => [...conflicts.reverse(), ...(kept ?? [])].slice(0, CONFLICTS_KEPT),
    door(),
  );
}

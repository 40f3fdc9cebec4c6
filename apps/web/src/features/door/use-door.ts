import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import {
  readConnectivity,
  reportServerReached,
  reportServerUnreachable,
  useConnectivity,
} from '../offline/store.ts';
import { type DoorList, fetchDoorList, postCheckIn, postDoorSync } from './api.ts';
import {
  applySyncResults,
  batchesOf,
  decideOffline,
  decideOfflineBySerial,
  markAdmitted,
  mergeServerList,
  type QueuedScan,
  type SyncConflict,
  sentScan,
  sha256Hex,
  usedAtOf,
  type Verdict,
  verdictOfAnswer,
  verdictOfDecision,
  verdictOfError,
  verdictOfSyncResult,
} from './rules.ts';
import {
  addConflicts,
  dequeueScans,
  deviceId,
  enqueueScan,
  readConflicts,
  readList,
  readQueue,
  writeList,
} from './store.ts';
import { doorTexts } from './texts.ts';

/** How often the door list is downloaded again while online: tickets bought meanwhile become known. */
export const LIST_REFRESH_MS = 60_000;
/** How often scans left unsent are tried again while online (the `online` event may never come). */
export const SYNC_RETRY_MS = 20_000;

/** `loading`: reading the phone; `ready`: a list is here; `missing`: none, and no network; `error`: refused. */
export type ListState = 'loading' | 'ready' | 'missing' | 'error';

/** No answer (offline, timeout) or a broken server: the phone decides alone rather than stop the door. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The door of one event for one user: the door list kept on the phone (downloaded again whenever online), the
 * scans not sent yet and the conflicts of those sent. `check` decides a code: by the server when online, else
 * on the phone from the list, the admission queued and sent with the sync route once the network is back.
 */
export function useDoor(event: string, owner: string, username: string | null) {
  const connectivity = useConnectivity();
  const [list, setList] = useState<DoorList | null>(null);
  const [listState, setListState] = useState<ListState>('loading');
  const [listError, setListError] = useState<string | null>(null);
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [isSyncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const listRef = useRef<DoorList | null>(null);
  const syncingRef = useRef(false);
  const usernameRef = useRef(username);
  usernameRef.current = username;

  /** Keeps a new list on screen and on the phone. */
  const commit = useCallback(
    (next: DoorList) => {
      listRef.current = next;
      setList(next);
      setListState('ready');
      void writeList(owner, event, next);
    },
    [owner, event],
  );

  const refresh = useCallback(async () => {
    if (readConnectivity() === 'offline') {
      if (!listRef.current) setListState((state) => (state === 'loading' ? state : 'missing'));
      return;
    }
    try {
      const server = await fetchDoorList(event);
      reportServerReached();
      commit(mergeServerList(server, await readQueue(owner, event), usernameRef.current));
      setListError(null);
    } catch (error) {
      if (isUnreachable(error)) reportServerUnreachable();
      if (listRef.current) return;
      setListState(isUnreachable(error) ? 'missing' : 'error');
      setListError(error instanceof ApiError ? error.message : doorTexts.listError);
    }
  }, [owner, event, commit]);

  const sync = useCallback(async () => {
    if (syncingRef.current || readConnectivity() === 'offline') return;
    const pending = await readQueue(owner, event);
    if (pending.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    setSyncError(null);
    try {
      for (const batch of batchesOf(pending)) {
        const answer = await postDoorSync(event, batch.map(sentScan));
        reportServerReached();
        if (listRef.current) {
          const applied = applySyncResults(listRef.current, batch, answer);
          commit(applied.list);
          await addConflicts(owner, event, applied.conflicts);
        }
        await dequeueScans(owner, event, batch);
      }
    } catch (error) {
      if (isUnreachable(error)) reportServerUnreachable();
      setSyncError(error instanceof ApiError && !isUnreachable(error) ? error.message : doorTexts.syncError);
    } finally {
      syncingRef.current = false;
      setSyncing(false);
      setQueue(await readQueue(owner, event));
      setConflicts(await readConflicts(owner, event));
    }
  }, [owner, event, commit]);

  // What the phone kept comes first (it works without network); the server's list and the sync come after it.
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([readList(owner, event), readQueue(owner, event), readConflicts(owner, event)]).then(
      ([kept, pending, past]) => {
        if (!isCurrent) return;
        if (kept) {
          listRef.current = kept;
          setList(kept);
          setListState('ready');
        } else if (readConnectivity() === 'offline') {
          setListState('missing');
        }
        setQueue(pending);
        setConflicts(past);
        setLoaded(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [owner, event]);

  // Online: send what waits and fetch the list again, now and whenever the network comes back; then keep both
  // fresh while the page is open.
  useEffect(() => {
    if (!isLoaded || connectivity === 'offline') return;
    void sync().then(refresh);
    const retry = setInterval(() => void sync(), SYNC_RETRY_MS);
    const reload = setInterval(() => void refresh(), LIST_REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(retry);
      clearInterval(reload);
      window.removeEventListener('focus', onFocus);
    };
  }, [isLoaded, connectivity, sync, refresh]);

  // Offline with nothing kept: say so rather than load forever.
  useEffect(() => {
    if (isLoaded && connectivity === 'offline' && !listRef.current) setListState('missing');
  }, [isLoaded, connectivity]);

  /** Decides a scanned or typed code and says what the door shows. */
  const check = useCallback(
    async (raw: string): Promise<Verdict> => {
      const code = raw.trim();
      const hash = await sha256Hex(code);
      const known = listRef.current;
      const ticket = known?.tickets.find((candidate) => candidate.code_sha256 === hash);
      if (known?.event.is_cancelled) return verdictOfDecision(known, { kind: 'cancelled' });
      if (readConnectivity() !== 'offline') {
        try {
          const answer = await postCheckIn(code, event);
          reportServerReached();
          const current = listRef.current;
          if (current) {
            commit(
              markAdmitted(current, answer.ticket.serial_id, new Date().toISOString(), usernameRef.current),
            );
          }
          return verdictOfAnswer(answer);
        } catch (error) {
          if (!isUnreachable(error)) {
            const used = usedAtOf(error);
            const current = listRef.current;
            if (used && ticket && current) {
              commit(markAdmitted(current, ticket.serial_id, used.checked_in_at, used.checked_in_by));
            }
            return verdictOfError(error, ticket);
          }
          reportServerUnreachable();
        }
      }
      const current = listRef.current;
      if (!current) return { tone: 'refused', title: doorTexts.listMissingOffline, lines: [] };
      const decision = decideOffline(current, hash);
      if (decision.kind === 'admit') {
        const scannedAt = new Date().toISOString();
        const scan: QueuedScan = {
          code,
          scanned_at: scannedAt,
          device_id: await deviceId(),
          code_sha256: hash,
        };
        await enqueueScan(owner, event, scan);
        setQueue((pending) => [...pending, scan]);
        commit(markAdmitted(listRef.current ?? current, decision.ticket.serial_id, scannedAt, null));
      }
      return verdictOfDecision(current, decision);
    },
    [owner, event, commit],
  );

  /**
   * Lets in a ticket found by name, once the door team has checked an ID: online, the server decides (the sync
   * route with this one admission, by serial id); offline or unreachable, the phone decides from the list and
   * queues it like a scan.
   */
  const admit = useCallback(
    async (serialId: string): Promise<Verdict> => {
      const known = listRef.current;
      if (known?.event.is_cancelled) return verdictOfDecision(known, { kind: 'cancelled' });
      const ticket = known?.tickets.find((candidate) => candidate.serial_id === serialId);
      if (!known || !ticket) return { tone: 'refused', title: doorTexts.listMissingOffline, lines: [] };
      const scan: QueuedScan = {
        serial_id: serialId,
        scanned_at: new Date().toISOString(),
        device_id: await deviceId(),
        code_sha256: ticket.code_sha256,
      };
      if (readConnectivity() !== 'offline') {
        try {
          const answer = await postDoorSync(event, [sentScan(scan)]);
          reportServerReached();
          const result = answer.results[0];
          if (result) {
            if (listRef.current) commit(applySyncResults(listRef.current, [scan], answer).list);
            return verdictOfSyncResult(result, ticket);
          }
        } catch (error) {
          if (!isUnreachable(error)) return verdictOfError(error, ticket);
          reportServerUnreachable();
        }
      }
      const current = listRef.current ?? known;
      const decision = decideOfflineBySerial(current, serialId);
      if (decision.kind === 'admit') {
        await enqueueScan(owner, event, scan);
        setQueue((pending) => [...pending, scan]);
        commit(markAdmitted(listRef.current ?? current, serialId, scan.scanned_at, null));
      }
      return verdictOfDecision(current, decision);
    },
    [owner, event, commit],
  );

  return {
    connectivity,
    list,
    listState,
    listError,
    queue,
    conflicts,
    isSyncing,
    syncError,
    check,
    admit,
    sync,
    refresh,
  };
}

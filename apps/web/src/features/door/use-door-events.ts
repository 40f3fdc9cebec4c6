import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useConnectivity } from '../offline/store.ts';
import { type CheckInEvent, fetchDoorEvents } from './api.ts';
import { readEvents, writeEvents } from './store.ts';

/** `fresh`: the server's list; `kept`: the phone's copy (no network); `none`: neither yet; `error`: refused. */
export type DoorEventsState = 'loading' | 'fresh' | 'kept' | 'none' | 'error';

/**
 * The events `owner` may check in: the phone's copy at once, then the server's (kept for the next time without
 * network), fetched again whenever the network comes back.
 */
export function useDoorEvents(owner: string) {
  const connectivity = useConnectivity();
  const [events, setEvents] = useState<CheckInEvent[] | null>(null);
  const [state, setState] = useState<DoorEventsState>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const controller = new AbortController();
    void (async () => {
      const kept = await readEvents(owner);
      if (!isCurrent) return;
      if (kept) {
        setEvents(kept);
        setState('kept');
      }
      if (connectivity === 'offline') {
        if (!kept) setState('none');
        return;
      }
      try {
        const fresh = await fetchDoorEvents(controller.signal);
        if (!isCurrent) return;
        setEvents(fresh);
        setState('fresh');
        setError(null);
        await writeEvents(owner, fresh);
      } catch (failure) {
        if (!isCurrent) return;
        const isUnreachable = failure instanceof ApiError && (failure.status === 0 || failure.status >= 500);
        if (kept && isUnreachable) return;
        setState(isUnreachable ? (kept ? 'kept' : 'none') : 'error');
        setError(failure instanceof ApiError ? failure.message : null);
      }
    })();
    return () => {
      isCurrent = false;
      controller.abort();
    };
  }, [owner, connectivity, attempt]);

  return { events, state, error, retry: () => setAttempt((n) => n + 1) };
}

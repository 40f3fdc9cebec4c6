import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepPageCodeOffline } from '../../../lib/keep-page-code.ts';
import { useCurrentUser } from '../../auth/queries.ts';
import { prefetchQrReader } from '../qr-reader.ts';
import { doorOwner } from '../store.ts';
import { doorTexts } from '../texts.ts';
import { useDoorEvents } from '../use-door-events.ts';
import { DoorDesk } from './door-desk.tsx';
import { DoorEventPicker } from './door-event-picker.tsx';

/**
 * 'Contrôle des billets' on a phone, for the organizer, their door staff and Sanza's staff (the server says which
 * events each may check): first the event (kept in `?evenement=`), then its door, which works without network
 * once opened with it.
 */
export function DoorPage() {
  const [params] = useSearchParams();
  const chosen = params.get('evenement');
  // Signed in (the route requires it): the tokens name the user even without network.
  const owner = doorOwner() ?? 'anonymous';
  const user = useCurrentUser();
  const doorEvents = useDoorEvents(owner);
  const event = chosen ? doorEvents.events?.find((candidate) => candidate.serial_id === chosen) : undefined;
  // Only the server's fresh list may say an event is no longer offered; the phone's copy may be old.
  const isUnknown = chosen !== null && !event && doorEvents.state === 'fresh';

  // Everything the door needs without network comes now, while there is one: its code, and the QR reader.
  useEffect(() => {
    prefetchQrReader();
    return keepPageCodeOffline();
  }, []);

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight">{doorTexts.title}</h1>
      {chosen && !isUnknown ? (
        <DoorDesk
          key={`${owner}:${chosen}`}
          event={chosen}
          name={event?.name ?? null}
          owner={owner}
          username={user.data?.username ?? null}
        />
      ) : (
        <DoorEventPicker doorEvents={doorEvents} isUnknown={isUnknown} />
      )}
    </div>
  );
}

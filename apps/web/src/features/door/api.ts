import type { CheckInAnswer, CheckInEvent, DoorList, DoorScan, DoorSyncAnswer } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

export type { DoorTicket } from '@sanza/contracts';
export type { CheckInAnswer, CheckInEvent, DoorList, DoorScan, DoorSyncAnswer };

const eventPath = (serialId: string) => `/studio/events/${encodeURIComponent(serialId)}`;

/** `GET /tickets/check-in/events/`: the events the signed-in user may check in (organizer, door staff, staff). */
export function fetchDoorEvents(signal?: AbortSignal): Promise<CheckInEvent[]> {
  return apiGet<CheckInEvent[]>('/tickets/check-in/events/', signal);
}

/** `GET /studio/events/{serial_id}/door-list/`: every valid ticket of the event, as hashes, for the phone to keep. */
export function fetchDoorList(serialId: string, signal?: AbortSignal): Promise<DoorList> {
  return apiGet<DoorList>(`${eventPath(serialId)}/door-list/`, signal);
}

/** `POST /tickets/check-in/`: the server admits a ticket once (200); 409 says when and by whom it was used. */
export function postCheckIn(code: string, event: string): Promise<CheckInAnswer> {
  return apiRequest<CheckInAnswer>('/tickets/check-in/', { method: 'POST', json: { code, event } });
}

/** `POST /studio/events/{serial_id}/check-ins/sync/`: scans made on the phone, one result each, in order. */
export function postDoorSync(serialId: string, scans: DoorScan[]): Promise<DoorSyncAnswer> {
  return apiRequest<DoorSyncAnswer>(`${eventPath(serialId)}/check-ins/sync/`, {
    method: 'POST',
    json: { scans },
  });
}

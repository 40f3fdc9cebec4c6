import type {
  DoorSale,
  DoorStaff,
  LineupRequest,
  StudioEvent,
  StudioEventCreate,
  StudioEventPatch,
  StudioSales,
} from '@sanza/contracts';
import { commonMessages } from '@sanza/contracts/constants';
import { ApiError, apiGet, apiRequest, apiUrl, authHeaders } from '../../../lib/api-client.ts';
import { type ApiFile, fetchApiFile } from '../../../lib/file-download.ts';
import { readToken } from '../../../lib/tokens.ts';
import { checkAuthorization, isAccessTokenFresh } from '../../auth/store.ts';

const base = '/studio/events/';
const at = (serialId: string) => `${base}${encodeURIComponent(serialId)}/`;

/** `GET /studio/events/?mine=1`: my events (staff too see only theirs here), newest first. */
export function fetchMyEvents(signal?: AbortSignal): Promise<StudioEvent[]> {
  return apiGet<StudioEvent[]>(`${base}?mine=1`, signal);
}

/** `GET /studio/events/{serial_id}/`: one of my events with its ticket types. */
export function fetchStudioEvent(serialId: string, signal?: AbortSignal): Promise<StudioEvent> {
  return apiGet<StudioEvent>(at(serialId), signal);
}

/** `POST /studio/events/`: 201 with the new event, a draft. */
export function createStudioEvent(body: StudioEventCreate): Promise<StudioEvent> {
  return apiRequest<StudioEvent>(base, { method: 'POST', json: body });
}

/** `PATCH /studio/events/{serial_id}/`: fields and ticket types (with `id` changed, without added). */
export function updateStudioEvent(serialId: string, body: StudioEventPatch): Promise<StudioEvent> {
  return apiRequest<StudioEvent>(at(serialId), { method: 'PATCH', json: body });
}

export type StatusAction = 'publish' | 'unpublish' | 'cancel';

/** `POST /studio/events/{serial_id}/{publish|unpublish|cancel}/`: answers the event in its new state. */
export function changeEventStatus(serialId: string, action: StatusAction): Promise<StudioEvent> {
  return apiRequest<StudioEvent>(`${at(serialId)}${action}/`, { method: 'POST' });
}

/** `GET /studio/events/{serial_id}/sales/`. */
export function fetchSales(serialId: string, signal?: AbortSignal): Promise<StudioSales> {
  return apiGet<StudioSales>(`${at(serialId)}sales/`, signal);
}

/** `GET /studio/events/{serial_id}/door-staff/`: the event's door team (« contrôleurs »). */
export function fetchDoorStaff(serialId: string, signal?: AbortSignal): Promise<DoorStaff[]> {
  return apiGet<DoorStaff[]>(`${at(serialId)}door-staff/`, signal);
}

/** `POST /studio/events/{serial_id}/door-staff/`: 201 with the new member; 400 (unknown user), 409 (already in). */
export function addDoorStaff(serialId: string, username: string): Promise<DoorStaff> {
  return apiRequest<DoorStaff>(`${at(serialId)}door-staff/`, { method: 'POST', json: { username } });
}

/** `DELETE /studio/events/{serial_id}/door-staff/{user_id}/`: 204. */
export async function removeDoorStaff(serialId: string, userId: number): Promise<void> {
  await apiRequest<null>(`${at(serialId)}door-staff/${userId}/`, { method: 'DELETE' });
}

/** What the gate sells: a ticket type, 1–4 tickets, the buyer's name, how many walk in now (default: all). */
export type DoorSaleBody = { ticket_type_id: number; quantity: number; buyer_name?: string; admit?: number };

/** `POST /studio/events/{serial_id}/door-sales/`: 201 with the amount to collect and the e-tickets. */
export function createDoorSale(serialId: string, body: DoorSaleBody): Promise<DoorSale> {
  return apiRequest<DoorSale>(`${at(serialId)}door-sales/`, { method: 'POST', json: body });
}

/** `GET /studio/lineups/`: the line-up requests sent to my artists (staff: all of them). */
export function fetchLineupRequests(signal?: AbortSignal): Promise<LineupRequest[]> {
  return apiGet<LineupRequest[]>('/studio/lineups/', signal);
}

export type LineupAnswer = 'confirm' | 'decline';

/** `POST /studio/lineups/{id}/{confirm|decline}/`: answers the request in its new state (409 once answered). */
export function answerLineupRequest(id: number, answer: LineupAnswer): Promise<LineupRequest> {
  return apiRequest<LineupRequest>(`/studio/lineups/${id}/${answer}/`, { method: 'POST' });
}

/**
 * Renews an access token about to expire, as `apiRequest` does before its calls, for the two calls made
 * without it (the upload, for its progress). A failed renewal lets the call get its own answer.
 */
async function renewIfStale(): Promise<void> {
  const access = readToken('access');
  if (access && !isAccessTokenFresh(access)) await checkAuthorization().catch(() => undefined);
}

/** The JSON of an XHR answer, or its text, or null. */
function parseXhrBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `POST /studio/events/{serial_id}/cover/` (multipart `file`) through XMLHttpRequest, whose upload events give
 * the progress fetch cannot: `onProgress` gets 0–100. Answers the event with its new cover.
 */
export async function uploadCover(
  serialId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<StudioEvent> {
  await renewIfStale();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`${at(serialId)}cover/`));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = parseXhrBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as StudioEvent);
        return;
      }
      const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const first = Object.values(record).find(
        (v): v is string[] => Array.isArray(v) && typeof v[0] === 'string',
      );
      const message =
        typeof record.detail === 'string'
          ? record.detail
          : (first?.[0] ?? commonMessages.serverError(xhr.status));
      reject(new ApiError(xhr.status, body, message));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, null, commonMessages.connection)));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** `GET /studio/events/{serial_id}/attendees.csv` with the credentials: the file and the name the server gives it. */
export function fetchAttendeesCsv(serialId: string): Promise<ApiFile> {
  return fetchApiFile(`${at(serialId)}attendees.csv`, `participants-${serialId}.csv`);
}

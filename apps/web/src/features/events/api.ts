import type { Category, Event } from '@sanza/contracts';
import { apiGet, apiGetPublic } from '../../lib/api-client.ts';

// Event browsing is public and sends no token, even for a signed-in reader.
export type EventListFilters = { upcoming?: boolean; category?: string };

/** `GET /events/`: the events, optionally only upcoming ones or one category's. */
export function fetchEvents(filters: EventListFilters = {}, signal?: AbortSignal): Promise<Event[]> {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.upcoming !== undefined) query.set('upcoming', String(filters.upcoming));
  const search = query.toString();
  return apiGetPublic<Event[]>(`/events/${search ? `?${search}` : ''}`, signal);
}

/** `GET /events/{serialId}/`: one event (the server counts a view). */
export function fetchEvent(serialId: string, signal?: AbortSignal): Promise<Event> {
  return apiGetPublic<Event>(`/events/${encodeURIComponent(serialId)}/`, signal);
}

/** What the auction lookup answers that the event page needs: the auction's id. */
export type AuctionRef = { id: number };

/**
 * `GET /tickets/auctions/ticket-type/{ticketTypeId}/`: the auction selling an auction-type ticket, whose page
 * the event page opens.
 */
export function fetchAuctionForTicketType(ticketTypeId: number, signal?: AbortSignal): Promise<AuctionRef> {
  return apiGetPublic<AuctionRef>(`/tickets/auctions/ticket-type/${ticketTypeId}/`, signal);
}

/** `GET /events/-/c/categories/`: every event category. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiGetPublic<Category[]>('/events/-/c/categories/', signal);
}

/** How many events the right panel lists, and the lowest priority it shows (`/events/5/priority-10/`). */
export const PRIORITY_PANEL_QUERY = { limit: 5, minPriority: 10 } as const;

/** `GET /events/5/priority-10/`: the upcoming events of high priority for the right panel. */
export function fetchPriorityEvents(signal?: AbortSignal): Promise<Event[]> {
  const { limit, minPriority } = PRIORITY_PANEL_QUERY;
  return apiGetPublic<Event[]>(`/events/${limit}/priority-${minPriority}/`, signal);
}

/** `GET /events/-/followed/` (signed in): the next concerts of the artists the user follows. */
export function fetchFollowedEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiGet<Event[]>('/events/-/followed/', signal);
}

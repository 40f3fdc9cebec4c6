import type { Auction } from '@sanza/contracts';
import { apiGet, apiRequest, apiUrl } from '../../lib/api-client.ts';
import { readToken } from '../../lib/tokens.ts';

/** `GET /tickets/auctions/?is_active=true`: the running auctions (without their bids). */
export function fetchActiveAuctions(signal?: AbortSignal): Promise<Auction[]> {
  return apiGet<Auction[]>('/tickets/auctions/?is_active=true', signal);
}

/** `GET /tickets/auctions/{id}/`: one auction with its bids, highest first. */
export function fetchAuction(id: number, signal?: AbortSignal): Promise<Auction> {
  return apiGet<Auction>(`/tickets/auctions/${id}/`, signal);
}

/** `POST /tickets/auctions/{id}/bid/` with the amount as a 2-decimal string; answers the updated auction. */
export function postBid(id: number, amount: string): Promise<Auction> {
  return apiRequest<Auction>(`/tickets/auctions/${id}/bid/`, { method: 'POST', json: { amount } });
}

/**
 * URL of the live stream of one auction (server-sent events: `snapshot`, then one `bid` per accepted bid). A
 * signed-in user's token rides in the query (`EventSource` sends no header), so the server knows they are on
 * the page: their « Vous avez été surenchéri » then comes as a `notification` event instead of an e-mail.
 */
export function auctionEventsUrl(id: number): string {
  const token = readToken('access') ?? readToken('idp');
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return apiUrl(`/tickets/auctions/${id}/events/${query}`);
}

import type { Auction } from '@sanza/contracts';
import { apiGet, apiRequest, apiUrl } from '../../lib/api-client.ts';

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

/** URL of the live stream of one auction (server-sent events: `snapshot`, then one `bid` per accepted bid). */
export function auctionEventsUrl(id: number): string {
  return apiUrl(`/tickets/auctions/${id}/events/`);
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import { fetchActiveAuctions, fetchAuction } from './api.ts';
import { type LiveAuction, newerAuction, withClockOffset } from './rules.ts';

/** Query keys of the auctions area. */
export const auctionKeys = {
  all: ['auctions'] as const,
  lists: () => [...auctionKeys.all, 'list'] as const,
  active: () => [...auctionKeys.lists(), 'active'] as const,
  details: () => [...auctionKeys.all, 'detail'] as const,
  detail: (id: number) => [...auctionKeys.details(), id] as const,
};

/** Query options, reusable by hooks and route loaders. */
export const auctionQueries = {
  active: () =>
    queryOptions({
      queryKey: auctionKeys.active(),
      queryFn: async ({ signal }): Promise<LiveAuction[]> => {
        const auctions = await fetchActiveAuctions(signal);
        const receivedAt = Date.now();
        return auctions.map((auction) => withClockOffset(auction, receivedAt));
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: auctionKeys.detail(id),
      queryFn: async ({ signal }) => withClockOffset(await fetchAuction(id, signal)),
      retry: retryUnlessClientError,
      // A refetch that left before a live bid may land after it: it must not lower the price shown.
      structuralSharing: (previous: unknown, next: unknown) =>
        newerAuction(previous as LiveAuction | undefined, next as LiveAuction),
    }),
};

/** The running auctions. */
export function useActiveAuctions() {
  return useQuery(auctionQueries.active());
}

/**
 * One auction. Coming from the list, the card's data shows at once (`isPlaceholderData`, without bids) while
 * the page's own request completes.
 */
export function useAuction(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...auctionQueries.detail(id),
    placeholderData: () =>
      queryClient.getQueryData<LiveAuction[]>(auctionKeys.active())?.find((auction) => auction.id === id),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { postBid } from './api.ts';
import { storeAuction } from './live.ts';
import { auctionKeys } from './queries.ts';
import { toBidPayload, withClockOffset } from './rules.ts';

/**
 * Places a bid on auction `id`. The answer (the updated auction) goes straight into the cache, so the price
 * and the history change at once; a refused bid (someone bid higher meanwhile) reloads the auction.
 */
export function useBid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => postBid(id, toBidPayload(amount)),
    onSuccess: (auction) => storeAuction(queryClient, withClockOffset(auction)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: auctionKeys.detail(id) });
      }
    },
  });
}

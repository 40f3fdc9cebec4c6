import { AuctionList } from '../features/auctions/components/auction-list.tsx';

/** The running auctions. */
export function AuctionsPage() {
  return <AuctionList />;
}

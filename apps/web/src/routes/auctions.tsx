import { AuctionList } from '../features/auctions/components/auction-list.tsx';

/** The running auctions (spec 2 §2). */
export function AuctionsPage() {
  return <AuctionList />;
}

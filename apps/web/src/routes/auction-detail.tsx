import { useParams } from 'react-router';
import { AuctionDetail } from '../features/auctions/components/auction-detail.tsx';
import { NotFoundPage } from './not-found.tsx';

/** One auction; an id that is not a number is no page. */
export function AuctionDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <AuctionDetail id={id} />;
}

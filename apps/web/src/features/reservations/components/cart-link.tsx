import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useCart } from '../queries.ts';
import { reservationTexts } from '../texts.ts';

/**
 * The top bar's way into the cart (before it, only a 4-second toast led there): an icon with the
 * number of tickets waiting, read from the cart query the cart's mutations keep fresh. While the cart is
 * loading or cannot load, the link shows without a count.
 */
export function CartLink({ className }: { className: string }) {
  const { data: cart } = useCart();
  const count = cart?.count ?? 0;
  const label = reservationTexts.cartLink(count);
  return (
    <Link to="/cart" className={className} aria-label={label} title={label}>
      <span className="relative">
        <ShoppingCart aria-hidden="true" className="size-5" />
        <CountBadge count={count} className="-top-2 -right-2.5" />
      </span>
      <span aria-hidden="true" className="hidden md:inline">
        {reservationTexts.cartLinkShort}
      </span>
    </Link>
  );
}

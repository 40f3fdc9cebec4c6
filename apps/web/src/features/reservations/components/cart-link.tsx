import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../queries.ts';
import { reservationTexts } from '../texts.ts';

/**
 * The top bar's way into the cart (issue 18: before it, only a 4-second toast led there): an icon with the
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
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 grid h-4 min-w-4 place-items-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-accent-ink"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span aria-hidden="true" className="hidden md:inline">
        {reservationTexts.cartLinkShort}
      </span>
    </Link>
  );
}

import { CartView } from '../features/reservations/components/cart-view.tsx';

/** The cart (login required). */
export function CartPage() {
  return <CartView />;
}

import { CartView } from '../features/reservations/components/cart-view.tsx';

/** The cart (spec 2 §2, login required). */
export function CartPage() {
  return <CartView />;
}

import { useParams } from 'react-router';
import { Checkout } from '../features/payments/components/checkout.tsx';

/** Checkout of a reservation (login required): the 4-step payment flow, for its owner. */
export function CheckoutPage() {
  const { id = '' } = useParams();
  return <Checkout serialId={id} />;
}

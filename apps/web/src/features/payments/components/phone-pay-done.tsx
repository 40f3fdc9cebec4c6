import type { PaymentRequest } from '@sanza/contracts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { checkoutTexts, phoneTexts } from '../texts.ts';
import { StepHeading } from './checkout-ui.tsx';
import { ETicketList } from './e-ticket-list.tsx';

type Props = { serialId: string; request: PaymentRequest; operatorLabel: string; isFocused: boolean };

/**
 * The request succeeded: « Paiement confirmé » and the e-tickets in place, without a reload. The reservation is
 * paid (the operator said so), so its tickets are asked for at once; the reservation itself is asked again
 * meanwhile (`usePaymentRequest`).
 */
export function PhonePayDone({ serialId, request, operatorLabel, isFocused }: Props) {
  return (
    <section className="space-y-5" data-testid="rtp-succeeded">
      <div className="space-y-2">
        <div className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-9 shrink-0 text-emerald-400" />
          <StepHeading isFocused={isFocused}>{phoneTexts.paidTitle}</StepHeading>
        </div>
        <p role="status" className="font-semibold">
          {phoneTexts.paid(formatPrice(request.amount), operatorLabel)}
        </p>
      </div>
      <ETicketList reservation={{ serial_id: serialId, is_paid: true }} />
      <Link to={`/reservations/${serialId}`} className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
        {checkoutTexts.seeReservation}
      </Link>
    </section>
  );
}

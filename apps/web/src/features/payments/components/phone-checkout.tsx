import type { Reservation } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS, paymentMessages } from '@sanza/contracts/constants';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paymentErrorMessage } from '../errors.ts';
import { usePaymentRequest } from '../live.ts';
import { usePaymentOptions } from '../queries.ts';
import { PHONE_STEPS } from '../rules.ts';
import { checkoutTexts, phoneTexts } from '../texts.ts';
import { StepIndicator } from './checkout-header.tsx';
import { rtpOptionsOf } from './phone-offer.tsx';
import { PhonePayDone } from './phone-pay-done.tsx';
import { PhonePayForm } from './phone-pay-form.tsx';
import { PhonePayFailed, PhonePayWaiting } from './phone-pay-wait.tsx';
import type { useCheckoutSteps } from './use-checkout-steps.ts';

type Flow = ReturnType<typeof useCheckoutSteps>;

/** A block standing for a step whose data is on its way. */
function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <SkeletonBar className="h-72 rounded-2xl" />
    </div>
  );
}

type RequestProps = {
  serialId: string;
  requestId: string;
  flow: Flow;
  clockOffsetMs: number;
  onRetry: (phone: string) => void;
  isFocused: boolean;
};

/** The request followed live: waiting, then the tickets, or the reason it failed and « Réessayer ». */
function PhoneRequest({ serialId, requestId, flow, clockOffsetMs, onRetry, isFocused }: RequestProps) {
  const query = usePaymentRequest(requestId, serialId);
  const options = usePaymentOptions();
  const request = query.data;
  const current = request?.status === 'succeeded' ? 'done' : 'waiting';
  let content: ReactNode;
  if (!request) {
    content = query.isError ? (
      <LoadError
        message={
          query.error instanceof ApiError && query.error.status === 404
            ? paymentMessages.requestNotFound
            : paymentErrorMessage(query.error)
        }
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Loading label={phoneTexts.loading} />
    );
  } else {
    const operatorLabel =
      rtpOptionsOf(options.data).find((option) => option.id === request.operator)?.label ??
      PAYMENT_PROVIDER_LABELS[request.operator];
    const shared = { request, operatorLabel, isFocused };
    if (request.status === 'succeeded') {
      content = <PhonePayDone serialId={serialId} {...shared} />;
    } else if (request.status === 'pending') {
      content = <PhonePayWaiting {...shared} clockOffsetMs={clockOffsetMs} onOtherMeans={flow.restart} />;
    } else {
      content = (
        <PhonePayFailed {...shared} onRetry={() => onRetry(request.phone)} onOtherMeans={flow.restart} />
      );
    }
  }
  return (
    <>
      <StepIndicator steps={PHONE_STEPS} current={current} />
      {content}
    </>
  );
}

type Props = { reservation: Reservation; flow: Flow; isFocused: boolean };

/**
 * Paying on the phone: the operator and the number, then the wait for the buyer's approval, which
 * ends on the e-tickets or on the reason it failed. The number typed is kept here, across the steps, for
 * « Réessayer ».
 */
export function PhoneCheckout({ reservation, flow, isFocused }: Props) {
  const [phone, setPhone] = useState('');
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const options = usePaymentOptions();

  if (flow.phoneStep === 'waiting' && flow.requestId) {
    return (
      <PhoneRequest
        serialId={reservation.serial_id}
        requestId={flow.requestId}
        flow={flow}
        clockOffsetMs={clockOffsetMs}
        onRetry={(prompted) => {
          // After a reload nothing was typed here: the number prompted is offered again.
          setPhone((typed) => typed || prompted);
          flow.retryPhone();
        }}
        isFocused={isFocused}
      />
    );
  }

  const operators = rtpOptionsOf(options.data);
  let content: ReactNode;
  if (options.isPending) {
    content = <Loading label={checkoutTexts.optionsLoading} />;
  } else if (options.isError) {
    content = <LoadError message={paymentMessages.genericError} onRetry={() => void options.refetch()} />;
  } else if (operators.length === 0) {
    content = (
      <div className="space-y-3">
        <FormAlert>{paymentMessages.operatorUnavailable}</FormAlert>
        <Button variant="secondary" size="lg" onClick={flow.backFromPhone}>
          {checkoutTexts.back}
        </Button>
      </div>
    );
  } else {
    content = (
      <PhonePayForm
        serialId={reservation.serial_id}
        total={reservation.total_price}
        operators={operators}
        initialOperator={flow.operator}
        initialPhone={phone}
        onStarted={(request, typed, offset) => {
          setPhone(typed);
          setClockOffsetMs(offset);
          flow.wait(request.id, request.operator);
        }}
        onBack={flow.backFromPhone}
        isFocused={isFocused}
      />
    );
  }
  return (
    <>
      <StepIndicator steps={PHONE_STEPS} current="phone" />
      {content}
    </>
  );
}

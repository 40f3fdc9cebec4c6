import type { Reservation } from '@sanza/contracts';
import { amountDue, paymentMessages, reservationMessages } from '@sanza/contracts/constants';
import { ArrowLeft, TicketX } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReservation } from '../../reservations/queries.ts';
import { cashFailureMessage, checkoutFailureMessage } from '../errors.ts';
import { useCashCheckout, useCheckout } from '../mutations.ts';
import { notPayableReason, statusAfterCheckout } from '../rules.ts';
import { checkoutTexts } from '../texts.ts';
import { CheckoutSummary, StepIndicator } from './checkout-header.tsx';
import { DoneStep, NotPayable } from './checkout-outcome.tsx';
import { CashInstructions, MobileInstructions } from './instructions-step.tsx';
import { OperatorStep } from './operator-step.tsx';
import { PhoneOffer } from './phone-offer.tsx';
import { useCheckoutSteps } from './use-checkout-steps.ts';

const loadCheckoutForm = () => import('./checkout-form.tsx');
// The form and its validation (zod) download only for mobile money, and start downloading as soon as an
// operator is chosen, so they are there by the time the instructions are followed.
const CheckoutForm = lazy(async () => ({ default: (await loadCheckoutForm()).CheckoutForm }));
// Paying on the phone (its form, the live request, the tickets) downloads once it is offered.
const loadPhoneCheckout = () => import('./phone-checkout.tsx');
const PhoneCheckout = lazy(async () => ({ default: (await loadPhoneCheckout()).PhoneCheckout }));

const stepSkeleton = <SkeletonBar className="h-96 rounded-2xl" />;

/** The steps themselves, for a reservation its owner may pay. */
function CheckoutSteps({ reservation }: { reservation: Reservation }) {
  const flow = useCheckoutSteps();
  const { provider } = flow;
  const cash = useCashCheckout(reservation.serial_id);
  const checkout = useCheckout(reservation.serial_id);
  // A step takes the focus once the user has moved from the step the page opened on, not when it opens.
  const stepKey = flow.phoneStep ?? flow.step;
  const [initialStep] = useState(stepKey);
  const hasMoved = useRef(false);
  if (stepKey !== initialStep) hasMoved.current = true;
  const isFocused = hasMoved.current;
  const preloadPhoneCheckout = useCallback(() => void loadPhoneCheckout(), []);

  useEffect(() => {
    if (provider && provider !== 'cash') void loadCheckoutForm();
  }, [provider]);

  // Paying on the phone: the wait shows whatever the reservation became (paid, it ends on the tickets); the
  // number is asked only while the reservation can be paid.
  const phone = (
    <Suspense fallback={stepSkeleton}>
      <PhoneCheckout reservation={reservation} flow={flow} isFocused={isFocused} />
    </Suspense>
  );
  if (flow.phoneStep === 'waiting') return phone;

  // 'Done' only once the reservation says so: an address alone does not make a payment. A submission under way
  // or accepted shows it as soon as the new status is cached, before the address catches up.
  const hasSubmitted = [cash.status, checkout.status].some(
    (status) => status === 'pending' || status === 'success',
  );
  const isDone =
    provider !== null &&
    (flow.step === 'done' || hasSubmitted) &&
    reservation.status === statusAfterCheckout(provider);
  const reason = isDone ? null : notPayableReason(reservation);
  if (reason) return <NotPayable reservation={reservation} reason={reason} />;
  if (flow.phoneStep === 'phone') return phone;

  const step = isDone ? 'done' : flow.step === 'done' ? 'operator' : flow.step;
  const amount = provider ? amountDue(provider, reservation.total_price) : 0;
  let content: ReactNode;
  if (step === 'operator' || !provider) {
    content = (
      <OperatorStep
        total={reservation.total_price}
        selected={provider}
        onSelect={flow.choose}
        onContinue={(chosen) => flow.next(chosen)}
        isFocused={isFocused}
        phoneOffer={
          <PhoneOffer to={flow.phoneLink.search} state={flow.phoneLink.state} onShow={preloadPhoneCheckout} />
        }
      />
    );
  } else if (step === 'done') {
    content = (
      <DoneStep serialId={reservation.serial_id} provider={provider} amount={amount} isFocused={isFocused} />
    );
  } else if (provider === 'cash') {
    content = (
      <CashInstructions
        serialId={reservation.serial_id}
        amount={amount}
        onBack={flow.back}
        onConfirm={() => cash.mutate(undefined, { onSuccess: flow.finish })}
        isBusy={cash.isPending}
        failure={cash.isError ? cashFailureMessage(cash.error) : null}
        isFocused={isFocused}
      />
    );
  } else if (step === 'instructions') {
    content = (
      <MobileInstructions
        provider={provider}
        amount={amount}
        onBack={flow.back}
        onNext={() => flow.next()}
        isFocused={isFocused}
      />
    );
  } else {
    content = (
      <Suspense fallback={stepSkeleton}>
        <CheckoutForm
          amount={amount}
          onBack={flow.back}
          onSubmit={(values) => checkout.mutate({ ...values, provider }, { onSuccess: flow.finish })}
          isBusy={checkout.isPending}
          failure={checkout.isError ? checkoutFailureMessage(checkout.error) : null}
          isFocused={isFocused}
        />
      </Suspense>
    );
  }
  return (
    <>
      <StepIndicator steps={flow.steps} current={step} />
      {content}
    </>
  );
}

/** 'Retour à la réservation'. */
function BackToReservation({ serialId }: { serialId: string }) {
  return (
    <Link
      to={`/reservations/${serialId}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {checkoutTexts.backToReservation}
    </Link>
  );
}

/** The checkout of a reservation: summary, step indicator and the current step. */
export function Checkout({ serialId }: { serialId: string }) {
  const { data: reservation, isPending, isError, error, refetch, isFetching } = useReservation(serialId);

  if (isPending) {
    return (
      <div role="status" className="mx-auto max-w-xl space-y-4">
        <span className="sr-only">{checkoutTexts.loading}</span>
        <SkeletonBar className="h-8 w-40 rounded" />
        <SkeletonBar className="h-24 rounded-2xl" />
        <SkeletonBar className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (isError) {
    const isNotFound = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-10 text-center">
        <TicketX aria-hidden="true" className="size-10 text-accent" />
        <h1 className="text-2xl font-extrabold">
          {isNotFound ? reservationMessages.notFound : paymentMessages.genericError}
        </h1>
        {!isNotFound && (
          <Button variant="secondary" size="lg" onClick={() => void refetch()} disabled={isFetching}>
            {checkoutTexts.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <BackToReservation serialId={serialId} />
      <CheckoutSummary reservation={reservation} />
      <CheckoutSteps reservation={reservation} />
    </div>
  );
}

import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { Check, Clock, TriangleAlert, X } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import type { Tone } from '../../../../components/ui/status-badge.tsx';
import { formatDateTime, formatPrice } from '../../../../lib/format.ts';
import type { PaymentStatus, StaffPayment } from '../../api.ts';
import { paymentErrorMessage } from '../../errors.ts';
import { useDecidePayment, useExtendCashHold } from '../../mutations.ts';
import { staffTexts } from '../../texts.ts';
import { Field, StaffCard } from './staff-card.tsx';

const STATUS_TONE = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'danger',
} as const satisfies Record<PaymentStatus, Tone>;

export type Decision = 'confirm' | 'reject';

/** What the operator reported and was refused for (amount or currency), for staff to check before deciding. */
function MismatchNote({ payment }: { payment: StaffPayment }) {
  const { mismatch } = payment;
  if (!mismatch) return null;
  const reported =
    mismatch.amount === null
      ? '—'
      : mismatch.currency === 'XAF'
        ? formatPrice(mismatch.amount)
        : `${mismatch.amount} ${mismatch.currency ?? ''}`.trim();
  return (
    <div className="flex items-start gap-2 rounded-xl border border-amber-700 bg-amber-950/60 p-3 text-sm text-amber-100">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <div className="min-w-0">
        <p className="font-semibold">{staffTexts.mismatchTitle}</p>
        <p>
          {staffTexts.mismatchLine(
            reported,
            formatPrice(payment.amount),
            formatDateTime(mismatch.received_at),
          )}
        </p>
      </div>
    </div>
  );
}

/** « Prolonger »: a cash reservation keeps its tickets for another cash hold. */
function ExtendButton({ reservation }: { reservation: string }) {
  const extend = useExtendCashHold();
  return (
    <button
      type="button"
      disabled={extend.isPending}
      aria-busy={extend.isPending || undefined}
      onClick={() =>
        extend.mutate(reservation, {
          onSuccess: (answer) => toast.success(answer.detail),
          onError: (error) => toast.error(paymentErrorMessage(error)),
        })
      }
      className={buttonClass('secondary')}
    >
      <Clock aria-hidden="true" className="size-4" />
      {extend.isPending ? staffTexts.extending : staffTexts.extend}
    </button>
  );
}

type CardProps = { payment: StaffPayment; onAsk: (decision: Decision) => void };

/** One payment for staff: who, which reservation, how, how much and when; 'Confirmer' / 'Refuser' while pending. */
export function StaffPaymentCard({ payment, onAsk }: CardProps) {
  const isCashHeld = payment.status === 'pending' && payment.reservation_status === 'cash_pending';
  return (
    <StaffCard
      item={payment}
      label={staffTexts.paymentLabel}
      tone={STATUS_TONE[payment.status]}
      status={staffTexts.statuses[payment.status]}
      amountDetail={staffTexts.amountDetail(formatPrice(payment.reservation_total), formatPrice(payment.fee))}
      fields={
        <>
          <Field label={staffTexts.operator}>{PAYMENT_PROVIDER_LABELS[payment.provider]}</Field>
          <Field label={staffTexts.transaction}>
            <code className="break-all">{payment.transaction_id ?? '—'}</code>
          </Field>
          <Field label={staffTexts.phone}>{payment.phone_number ?? '—'}</Field>
          <Field label={staffTexts.reservation}>
            <code className="break-all">{payment.reservation}</code>
          </Field>
          <Field label={staffTexts.date}>{formatDateTime(payment.created_at)}</Field>
          {isCashHeld && payment.reservation_expires_at && (
            <Field label={staffTexts.payBefore}>{formatDateTime(payment.reservation_expires_at)}</Field>
          )}
        </>
      }
    >
      <MismatchNote payment={payment} />
      {payment.decided_at && (
        <p className="text-xs text-muted">{staffTexts.decidedOn(formatDateTime(payment.decided_at))}</p>
      )}
      {payment.status === 'pending' && (
        <div className="flex flex-col gap-2 min-[420px]:flex-row">
          <button type="button" onClick={() => onAsk('confirm')} className={buttonClass('primary')}>
            <Check aria-hidden="true" className="size-4" />
            {staffTexts.confirm}
          </button>
          <button type="button" onClick={() => onAsk('reject')} className={buttonClass('danger')}>
            <X aria-hidden="true" className="size-4" />
            {staffTexts.reject}
          </button>
          {isCashHeld && <ExtendButton reservation={payment.reservation} />}
        </div>
      )}
    </StaffCard>
  );
}

type DialogProps = { asking: { payment: StaffPayment; decision: Decision } | null; onClose: () => void };

/** The confirmation before a decision, which cannot be undone: the payment, its payer and what follows. */
export function DecisionDialog({ asking, onClose }: DialogProps) {
  const decide = useDecidePayment();
  const isReject = asking?.decision === 'reject';
  const amount = asking ? formatPrice(asking.payment.amount) : '';
  const username = asking?.payment.username ?? '';

  const onDecide = () => {
    if (!asking) return;
    decide.mutate(
      { serialId: asking.payment.serial_id, decision: asking.decision },
      {
        onSuccess: (answer) => toast.success(answer.detail),
        onError: (error) => toast.error(paymentErrorMessage(error)),
        onSettled: onClose,
      },
    );
  };

  return (
    <Dialog
      isOpen={asking !== null}
      onClose={onClose}
      title={isReject ? staffTexts.rejectTitle : staffTexts.confirmTitle}
      description={
        isReject ? staffTexts.rejectText(amount, username) : staffTexts.confirmText(amount, username)
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass('secondary')}>
          {staffTexts.keep}
        </button>
        <button
          type="button"
          onClick={onDecide}
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
          className={buttonClass(isReject ? 'danger' : 'primary')}
        >
          {decide.isPending ? staffTexts.deciding : isReject ? staffTexts.rejectYes : staffTexts.confirmYes}
        </button>
      </div>
    </Dialog>
  );
}

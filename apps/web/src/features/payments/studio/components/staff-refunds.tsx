import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { StatusBadge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { formatDateTime, formatPrice } from '../../../../lib/format.ts';
import type { Refund } from '../../api.ts';
import { useStaffRefunds } from '../../queries.ts';
import { staffTexts } from '../../texts.ts';
import { Field, StaffList } from './staff-requests.tsx';

const REFUND_STATUS_TONE = { sent: 'success', manual: 'warning', failed: 'danger' } as const satisfies Record<
  Refund['status'],
  Tone
>;

/** One refund owed after a cancelled event: whose, for which event, how, how much, and where it stands. */
function RefundCard({ refund }: { refund: Refund }) {
  const amount = formatPrice(refund.amount);
  return (
    <li>
      <article
        aria-label={staffTexts.refundLabel(refund.username, amount)}
        className="space-y-3 rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold break-all">{refund.username}</h2>
          <StatusBadge tone={REFUND_STATUS_TONE[refund.status]} look="solid">
            {staffTexts.refundStatuses[refund.status]}
          </StatusBadge>
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Field label={staffTexts.amount}>
            <span className="text-base font-extrabold tabular-nums">{amount}</span>
          </Field>
          <Field label={staffTexts.event}>{refund.event.name}</Field>
          <Field label={staffTexts.reservation}>
            <code className="break-all">{refund.reservation}</code>
          </Field>
          <Field label={staffTexts.provider}>{PAYMENT_PROVIDER_LABELS[refund.provider]}</Field>
          <Field label={staffTexts.phone}>
            <span className="break-all">{refund.phone ?? '—'}</span>
          </Field>
          <Field label={staffTexts.operatorReference}>
            <code className="break-all">{refund.operator_reference ?? '—'}</code>
          </Field>
          <Field label={staffTexts.date}>{formatDateTime(refund.created_at)}</Field>
        </dl>
        {refund.note && (
          <p className="text-sm">
            <span className="text-muted">{staffTexts.note} : </span>
            {refund.note}
          </p>
        )}
      </article>
    </li>
  );
}

/** « Remboursements »: what is owed after cancelled events, sent through the operator or to pay back by hand. */
export function StaffRefunds() {
  return (
    <StaffList
      query={useStaffRefunds()}
      texts={{
        loading: staffTexts.refundsLoading,
        error: staffTexts.refundsError,
        empty: staffTexts.refundsEmpty,
      }}
    >
      {(refund) => <RefundCard key={refund.id} refund={refund} />}
    </StaffList>
  );
}

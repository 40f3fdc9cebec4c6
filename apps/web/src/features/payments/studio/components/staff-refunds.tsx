import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import type { Tone } from '../../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import type { Refund } from '../../api.ts';
import { useStaffRefunds } from '../../queries.ts';
import { staffTexts } from '../../texts.ts';
import { Field, StaffCard, StaffList, StaffNote } from './staff-card.tsx';

const REFUND_STATUS_TONE = { sent: 'success', manual: 'warning', failed: 'danger' } as const satisfies Record<
  Refund['status'],
  Tone
>;

/** One refund owed after a cancelled event: whose, for which event, how, how much, and where it stands. */
function RefundCard({ refund }: { refund: Refund }) {
  return (
    <StaffCard
      item={refund}
      label={staffTexts.refundLabel}
      tone={REFUND_STATUS_TONE[refund.status]}
      status={staffTexts.refundStatuses[refund.status]}
      fields={
        <>
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
        </>
      }
    >
      <StaffNote label={staffTexts.note} text={refund.note} />
    </StaffCard>
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

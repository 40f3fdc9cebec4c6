import type { RtpStatus } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { useId } from 'react';
import type { Tone } from '../../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import type { StaffPaymentRequest } from '../../api.ts';
import { useStaffPaymentRequests } from '../../queries.ts';
import { staffTexts } from '../../texts.ts';
import { Field, StaffCard, StaffList, StaffNote } from './staff-card.tsx';

export const REQUEST_STATUS_TONE = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  expired: 'muted',
} as const satisfies Record<RtpStatus, Tone>;

/** What the operator sent, already redacted by the server, as readable JSON. */
function asJson(body: unknown): string {
  try {
    return JSON.stringify(body, null, 2) ?? String(body);
  } catch {
    return String(body);
  }
}

/**
 * One request to pay for staff: who, how, how much, where it stands, its references, each step of its life
 * and the operator's raw callbacks (folded).
 */
export function StaffRequestCard({ request }: { request: StaffPaymentRequest }) {
  const id = useId();
  return (
    <StaffCard
      item={request}
      label={staffTexts.requestLabel}
      tone={REQUEST_STATUS_TONE[request.status]}
      status={staffTexts.requestStatuses[request.status]}
      fields={
        <>
          <Field label={staffTexts.operator}>{PAYMENT_PROVIDER_LABELS[request.operator]}</Field>
          <Field label={staffTexts.phone}>
            <span className="break-all">{request.phone}</span>
          </Field>
          <Field label={staffTexts.reservation}>
            <code className="break-all">{request.reservation}</code>
          </Field>
          <Field label={staffTexts.reference}>
            <code className="break-all">{request.reference}</code>
          </Field>
          <Field label={staffTexts.operatorReference}>
            <code className="break-all">{request.operator_reference ?? '—'}</code>
          </Field>
          <Field label={staffTexts.date}>{formatDateTime(request.created_at)}</Field>
          {request.status === 'pending' ? (
            <Field label={staffTexts.expiresAt}>{formatDateTime(request.expires_at)}</Field>
          ) : (
            request.decided_at && (
              <Field label={staffTexts.endedAt}>{formatDateTime(request.decided_at)}</Field>
            )
          )}
        </>
      }
    >
      <StaffNote label={staffTexts.reason} text={request.reason} />
      {request.history.length > 0 && (
        <section className="space-y-1.5">
          <h3 id={`${id}-history`} className="text-xs font-semibold text-muted">
            {staffTexts.history}
          </h3>
          <ol aria-labelledby={`${id}-history`} className="space-y-1 border-l border-ink-700 pl-3 text-sm">
            {request.history.map((step, i) => (
              <li key={i} className="min-w-0">
                <time dateTime={step.at} className="text-muted tabular-nums">
                  {formatDateTime(step.at)}
                </time>{' '}
                · {staffTexts.historySources[step.source]} · {staffTexts.requestStatuses[step.status]}
                {step.operator_status && (
                  <>
                    {' '}
                    <code className="break-all">({step.operator_status})</code>
                  </>
                )}
                {step.note && <span className="block text-muted">{step.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">
          {staffTexts.callbacks(request.callbacks.length)}
        </summary>
        <ul className="space-y-2">
          {request.callbacks.map((callback, i) => (
            <li key={i} className="space-y-1">
              <time dateTime={callback.at} className="text-xs text-muted">
                {formatDateTime(callback.at)}
              </time>
              <pre className="max-h-64 overflow-auto rounded-xl bg-ink-950 p-3 text-xs whitespace-pre-wrap break-all">
                {asJson(callback.body)}
              </pre>
            </li>
          ))}
        </ul>
      </details>
    </StaffCard>
  );
}

/** « Demandes sur téléphone »: every request to pay, newest first (the server's order). */
export function StaffPaymentRequests() {
  return (
    <StaffList
      query={useStaffPaymentRequests()}
      texts={{
        loading: staffTexts.requestsLoading,
        error: staffTexts.requestsError,
        empty: staffTexts.requestsEmpty,
      }}
    >
      {(request) => <StaffRequestCard key={request.id} request={request} />}
    </StaffList>
  );
}

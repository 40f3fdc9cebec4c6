import type { RtpStatus } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { type ReactNode, useId } from 'react';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { SkeletonBar } from '../../../../components/ui/skeleton.tsx';
import { StatusBadge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { formatDateTime, formatPrice } from '../../../../lib/format.ts';
import type { StaffPaymentRequest } from '../../api.ts';
import { paymentErrorMessage } from '../../errors.ts';
import { useStaffPaymentRequests } from '../../queries.ts';
import { staffTexts } from '../../texts.ts';

export const REQUEST_STATUS_TONE = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  expired: 'muted',
} as const satisfies Record<RtpStatus, Tone>;

/** One labelled value of a card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A staff list: its items, or while there are none, loading, failed or empty. */
export function StaffList<T>({
  query,
  texts,
  children,
}: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  texts: { loading: string; error: string; empty: string };
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{texts.loading}</span>
        <ul aria-hidden="true" className="space-y-3">
          {[1, 2].map((i) => (
            <li key={i}>
              <SkeletonBar className="h-44 rounded-2xl" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return (
      <FormAlert>
        {texts.error} {paymentErrorMessage(query.error)}
      </FormAlert>
    );
  }
  if (!query.data?.length) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-700 px-5 py-10 text-center text-muted">
        {texts.empty}
      </p>
    );
  }
  return <ul className="space-y-3">{query.data.map(children)}</ul>;
}

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
  const amount = formatPrice(request.amount);
  return (
    <li>
      <article
        aria-label={staffTexts.requestLabel(request.username, amount)}
        className="space-y-3 rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold break-all">{request.username}</h2>
          <StatusBadge tone={REQUEST_STATUS_TONE[request.status]} look="solid">
            {staffTexts.requestStatuses[request.status]}
          </StatusBadge>
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Field label={staffTexts.amount}>
            <span className="text-base font-extrabold tabular-nums">{amount}</span>
          </Field>
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
        </dl>
        {request.reason && (
          <p className="text-sm">
            <span className="text-muted">{staffTexts.reason} : </span>
            {request.reason}
          </p>
        )}
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
      </article>
    </li>
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

import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import type { PaymentStatus, StaffPayment } from '../api.ts';
import { isStaffOnlyError, paymentErrorMessage } from '../errors.ts';
import { useStaffPayments } from '../queries.ts';
import { staffTexts } from '../texts.ts';
import { secondaryButton } from './checkout-ui.tsx';
import { StaffOnly } from './staff-gate.tsx';
import { type Decision, DecisionDialog, StaffPaymentCard } from './staff-payment-card.tsx';

type Tab = PaymentStatus | 'all';
const TABS: readonly Tab[] = ['pending', 'confirmed', 'rejected', 'all'];

/** The tab an address names (`?statut=`), 'À vérifier' by default. */
function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'pending';
}

/** Pending payments first, then the newest (the server already orders each status). */
function pendingFirst(payments: StaffPayment[]): StaffPayment[] {
  return [...payments].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

/** 'Paiements à vérifier': staff confirm or refuse what users say they sent, by status tab. */
export function StaffPayments() {
  const [params] = useSearchParams();
  const tab = parseTab(params.get('statut'));
  const list = useStaffPayments(tab === 'all' ? null : tab);
  const [asking, setAsking] = useState<{ payment: StaffPayment; decision: Decision } | null>(null);

  if (list.isError && isStaffOnlyError(list.error)) return <StaffOnly />;

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{staffTexts.paymentsTitle}</h1>
        <button
          type="button"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
          className={`${secondaryButton} min-h-10 text-sm`}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${list.isFetching ? 'animate-spin' : ''}`} />
          {staffTexts.refresh}
        </button>
      </div>
      <nav aria-label={staffTexts.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={{ search: candidate === 'pending' ? '' : `?statut=${candidate}` }}
                replace
                aria-current={candidate === tab ? 'page' : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink"
              >
                {staffTexts.tabs[candidate]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {list.isPending ? (
        <div role="status">
          <span className="sr-only">{staffTexts.loading}</span>
          <ul aria-hidden="true" className="space-y-3">
            {[1, 2, 3].map((i) => (
              <li key={i} className="h-44 animate-pulse rounded-2xl bg-ink-900" />
            ))}
          </ul>
        </div>
      ) : list.isError ? (
        <FormAlert>
          {staffTexts.loadError} {paymentErrorMessage(list.error)}
        </FormAlert>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-700 px-5 py-10 text-center text-muted">
          {tab === 'pending' ? staffTexts.emptyPending : staffTexts.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {pendingFirst(list.data).map((payment) => (
            <StaffPaymentCard
              key={payment.serial_id}
              payment={payment}
              onAsk={(decision) => setAsking({ payment, decision })}
            />
          ))}
        </ul>
      )}
      <DecisionDialog asking={asking} onClose={() => setAsking(null)} />
    </div>
  );
}

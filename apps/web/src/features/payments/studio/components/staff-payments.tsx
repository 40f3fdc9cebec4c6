import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import type { PaymentStatus, StaffPayment } from '../../api.ts';
import { isStaffOnlyError } from '../../errors.ts';
import { paymentKeys, useStaffPayments } from '../../queries.ts';
import { staffTexts } from '../../texts.ts';
import { StaffList } from './staff-card.tsx';
import { type Decision, DecisionDialog, StaffPaymentCard } from './staff-payment-card.tsx';
import { StaffRefunds } from './staff-refunds.tsx';
import { StaffRefused } from './staff-refused.tsx';
import { StaffPaymentRequests } from './staff-requests.tsx';

/** The page's sections, and how each reads in the address (`?vue=`); payments to verify by default. */
type View = keyof typeof staffTexts.views;
const VIEW_SLUGS: Record<View, string | null> = {
  payments: null,
  requests: 'demandes',
  refunds: 'remboursements',
};
const VIEWS = Object.keys(VIEW_SLUGS) as View[];

function parseView(value: string | null): View {
  return VIEWS.find((view) => value !== null && VIEW_SLUGS[view] === value) ?? 'payments';
}

const pill =
  'inline-flex min-h-10 items-center rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink';

type FrameProps = { view: View; onRefresh: () => void; isFetching: boolean; children: ReactNode };

/** A section's title and « Actualiser », and the links between the sections. */
function StaffPaymentsFrame({ view, onRefresh, isFetching, children }: FrameProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{staffTexts.views[view]}</h1>
        <button type="button" onClick={onRefresh} disabled={isFetching} className={buttonClass('secondary')}>
          <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {staffTexts.refresh}
        </button>
      </div>
      <nav aria-label={staffTexts.viewsLabel}>
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={{ search: VIEW_SLUGS[candidate] ? `?vue=${VIEW_SLUGS[candidate]}` : '' }}
                replace
                aria-current={candidate === view ? 'page' : undefined}
                className={pill}
              >
                {staffTexts.views[candidate]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** « Demandes sur téléphone » or « Remboursements », in the page's frame. */
function StaffListView({ view }: { view: Exclude<View, 'payments'> }) {
  const queryClient = useQueryClient();
  const key = view === 'requests' ? paymentKeys.staffRequests() : paymentKeys.staffRefunds();
  const isFetching = useIsFetching({ queryKey: key }) > 0;
  return (
    <StaffPaymentsFrame
      view={view}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: key })}
      isFetching={isFetching}
    >
      {view === 'requests' ? <StaffPaymentRequests /> : <StaffRefunds />}
    </StaffPaymentsFrame>
  );
}

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

/**
 * The staff payments page: « Paiements à vérifier » (by default), « Demandes sur téléphone » and
 * « Remboursements », one section at a time.
 */
export function StaffPayments() {
  const [params] = useSearchParams();
  const view = parseView(params.get('vue'));
  if (view !== 'payments') return <StaffListView view={view} />;
  return <PaymentsToVerify />;
}

/** 'Paiements à vérifier': staff confirm or refuse what users say they sent, by status tab. */
function PaymentsToVerify() {
  const [params] = useSearchParams();
  const tab = parseTab(params.get('statut'));
  const list = useStaffPayments(tab === 'all' ? null : tab);
  const [asking, setAsking] = useState<{ payment: StaffPayment; decision: Decision } | null>(null);

  if (list.isError && isStaffOnlyError(list.error)) return <StaffRefused />;

  return (
    <StaffPaymentsFrame view="payments" onRefresh={() => void list.refetch()} isFetching={list.isFetching}>
      <nav aria-label={staffTexts.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((candidate) => (
            <li key={candidate}>
              <Link
                to={{ search: candidate === 'pending' ? '' : `?statut=${candidate}` }}
                replace
                aria-current={candidate === tab ? 'page' : undefined}
                className={pill}
              >
                {staffTexts.tabs[candidate]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <StaffList
        query={list}
        placeholders={3}
        order={pendingFirst}
        texts={{
          loading: staffTexts.loading,
          error: staffTexts.loadError,
          empty: tab === 'pending' ? staffTexts.emptyPending : staffTexts.empty,
        }}
      >
        {(payment) => (
          <StaffPaymentCard
            key={payment.serial_id}
            payment={payment}
            onAsk={(decision) => setAsking({ payment, decision })}
          />
        )}
      </StaffList>
      <DecisionDialog asking={asking} onClose={() => setAsking(null)} />
    </StaffPaymentsFrame>
  );
}

import type { ReactNode } from 'react';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { EmptyState } from '../../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../../components/ui/skeleton.tsx';
import { StatusBadge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { paymentErrorMessage } from '../../errors.ts';
import { staffTexts } from '../../texts.ts';

/** One labelled value of a card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * One item of a staff list, named by `label` (of whose it is and how much): whose it is and where it stands, the
 * amount (with its `amountDetail` line, if any) then its other labelled `fields`, then what else it shows
 * (`children`).
 */
export function StaffCard({
  item,
  label,
  tone,
  status,
  amountDetail,
  fields,
  children,
}: {
  item: { username: string; amount: number };
  label: (username: string, amount: string) => string;
  tone: Tone;
  status: ReactNode;
  amountDetail?: string;
  fields: ReactNode;
  children?: ReactNode;
}) {
  const amount = formatPrice(item.amount);
  return (
    <li>
      <article
        aria-label={label(item.username, amount)}
        className="space-y-3 rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold break-all">{item.username}</h2>
          <StatusBadge tone={tone} look="solid">
            {status}
          </StatusBadge>
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Field label={staffTexts.amount}>
            <span className="text-base font-extrabold tabular-nums">{amount}</span>
            {amountDetail && <span className="block text-xs font-normal text-muted">{amountDetail}</span>}
          </Field>
          {fields}
        </dl>
        {children}
      </article>
    </li>
  );
}

/** A labelled line of free text under a card's values (a note, a reason); nothing when there is none. */
export function StaffNote({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="text-sm">
      <span className="text-muted">{label} : </span>
      {text}
    </p>
  );
}

/**
 * A staff list: its items (in `order`, the server's by default), or while there are none, loading (`placeholders`
 * blocks), failed or empty.
 */
export function StaffList<T>({
  query,
  texts,
  placeholders = 2,
  order = (items) => items,
  children,
}: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  texts: { loading: string; error: string; empty: string };
  placeholders?: number;
  order?: (items: T[]) => T[];
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{texts.loading}</span>
        <ul aria-hidden="true" className="space-y-3">
          {Array.from({ length: placeholders }, (_, i) => (
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
  if (!query.data?.length) return <EmptyState compact>{texts.empty}</EmptyState>;
  return <ul className="space-y-3">{order(query.data).map(children)}</ul>;
}

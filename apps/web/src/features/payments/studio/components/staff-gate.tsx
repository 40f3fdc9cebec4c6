import { paymentMessages } from '@sanza/contracts/constants';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { useCurrentUser } from '../../../auth/queries.ts';
import { staffTexts } from '../../texts.ts';

/** 'Réservé au personnel': what a signed-in user who is not staff sees on a staff page. */
export function StaffOnly() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center">
      <ShieldX aria-hidden="true" className="size-10 text-accent" />
      <h1 className="text-2xl font-extrabold">{paymentMessages.staffOnly}</h1>
      <p className="text-sm text-muted">{staffTexts.staffOnlyHint}</p>
      <Link
        to="/"
        className="mt-2 inline-flex min-h-11 items-center rounded-full border border-ink-600 px-5 font-semibold hover:border-fg"
      >
        {staffTexts.backHome}
      </Link>
    </div>
  );
}

/**
 * Shows a staff page to staff only (`is_staff` of `GET /api/auth/user/`); the server refuses their calls to
 * anyone else all the same.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{staffTexts.checkingAccess}</span>
        <div aria-hidden="true" className="h-8 w-56 animate-pulse rounded bg-ink-800" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-ink-900" />
      </div>
    );
  }
  if (user.isError) return <FormAlert>{paymentMessages.genericError}</FormAlert>;
  if (!user.data.is_staff) return <StaffOnly />;
  return children;
}

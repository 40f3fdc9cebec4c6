import type { Reservation } from '@sanza/contracts';
import { reservationMessages } from '@sanza/contracts/constants';
import {
  Banknote,
  CircleCheck,
  Clock3,
  Hourglass,
  type LucideIcon,
  Share2,
  UserRound,
  XCircle,
} from 'lucide-react';
import { reservationTexts } from '../texts.ts';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold';

type StatusLook = { label: string; icon: LucideIcon; className: string };

/** Label, icon and colours of each reservation status. */
function statusLook(status: string): StatusLook {
  switch (status) {
    case 'paid':
      return {
        label: reservationMessages.paid,
        icon: CircleCheck,
        className: 'bg-emerald-950 text-emerald-300',
      };
    case 'awaiting_confirmation':
      return {
        label: reservationTexts.statusAwaiting,
        icon: Hourglass,
        className: 'bg-sky-950 text-sky-300',
      };
    case 'cash_pending':
      return {
        label: reservationTexts.statusCashPending,
        icon: Banknote,
        className: 'bg-violet-950 text-violet-300',
      };
    case 'cancelled':
      return { label: reservationTexts.statusCancelled, icon: XCircle, className: 'bg-ink-800 text-muted' };
    case 'expired':
      return { label: reservationTexts.statusExpired, icon: XCircle, className: 'bg-ink-800 text-muted' };
    default:
      return { label: reservationMessages.pending, icon: Clock3, className: 'bg-amber-950 text-amber-300' };
  }
}

/**
 * Where the payment stands: 'Payée' or 'En attente' (spec 2 §4), and between the two 'Paiement en cours de
 * vérification' (mobile money sent, awaiting confirmation) or 'À régler en espèces'.
 */
export function StatusBadge({ reservation }: { reservation: Pick<Reservation, 'is_paid' | 'status'> }) {
  const look = statusLook(reservation.is_paid ? 'paid' : reservation.status);
  const Icon = look.icon;
  return (
    <span className={`${pill} ${look.className}`}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {look.label}
    </span>
  );
}

/** 'Ma reservation' for its owner, 'Partagée avec moi' for a user it was shared with (spec 2 §2). */
export function OwnershipBadge({ reservation }: { reservation: Pick<Reservation, 'is_owner'> }) {
  return reservation.is_owner ? (
    <span className={`${pill} bg-ink-800 text-fg`}>
      <UserRound aria-hidden="true" className="size-3.5" />
      {reservationMessages.mine}
    </span>
  ) : (
    <span className={`${pill} bg-sky-950 text-sky-300`}>
      <Share2 aria-hidden="true" className="size-3.5" />
      {reservationMessages.sharedWithMe}
    </span>
  );
}

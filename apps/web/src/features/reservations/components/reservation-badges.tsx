import type { Reservation } from '@sanza/contracts';
import { refundText, reservationMessages } from '@sanza/contracts/constants';
import {
  Banknote,
  CircleAlert,
  CircleCheck,
  Clock3,
  Hourglass,
  type LucideIcon,
  Share2,
  UserRound,
  XCircle,
} from 'lucide-react';
import { StatusBadge as Badge, TONES, type Tone } from '../../../components/ui/status-badge.tsx';
import { reservationTexts } from '../texts.ts';

type StatusLook = { label: string; icon: LucideIcon; tone: Tone };

/** Label, icon and tone of each reservation status. */
function statusLook(status: string): StatusLook {
  switch (status) {
    case 'paid':
      return { label: reservationMessages.paid, icon: CircleCheck, tone: 'success' };
    case 'awaiting_confirmation':
      return { label: reservationTexts.statusAwaiting, icon: Hourglass, tone: 'info' };
    case 'cash_pending':
      return { label: reservationTexts.statusCashPending, icon: Banknote, tone: 'pending' };
    case 'cancelled':
      return { label: reservationTexts.statusCancelled, icon: XCircle, tone: 'danger' };
    case 'expired':
      return { label: reservationTexts.statusExpired, icon: XCircle, tone: 'muted' };
    default:
      return { label: reservationMessages.pending, icon: Clock3, tone: 'warning' };
  }
}

type ForBadge = Pick<Reservation, 'is_paid' | 'status'> & {
  data?: { event: Pick<Reservation['data']['event'], 'is_cancelled'> };
};

/**
 * Where the payment stands: 'Payée' or 'En attente', and between the two 'Paiement en cours de
 * vérification' (mobile money sent, awaiting confirmation) or 'À régler en espèces'. 'Annulée' once the
 * reservation or its event is cancelled, paid or not.
 */
export function StatusBadge({ reservation }: { reservation: ForBadge }) {
  const isCancelled = reservation.data?.event.is_cancelled || reservation.status === 'cancelled';
  const look = statusLook(isCancelled ? 'cancelled' : reservation.is_paid ? 'paid' : reservation.status);
  return (
    <Badge tone={look.tone} look="solid" icon={look.icon} className="py-1">
      {look.label}
    </Badge>
  );
}

/** 'Ma reservation' for its owner, 'Partagée avec moi' for a user it was shared with. */
export function OwnershipBadge({ reservation }: { reservation: Pick<Reservation, 'is_owner'> }) {
  return reservation.is_owner ? (
    <Badge tone="neutral" look="solid" icon={UserRound} className="py-1">
      {reservationMessages.mine}
    </Badge>
  ) : (
    <Badge tone="info" look="solid" icon={Share2} className="py-1">
      {reservationMessages.sharedWithMe}
    </Badge>
  );
}

/** Tone of each refund state: done (green), under way (neutral), owed by hand (amber), nothing owed (muted). */
const REFUND_TONE = {
  sent: TONES.success.text,
  preparing: TONES.neutral.text,
  manual: TONES.warning.text,
  failed: TONES.warning.text,
  none: TONES.muted.text,
} as const;

/**
 * A cancelled event's reservation: it no longer admits anyone, and what happens to its money (refunded by the
 * operator, to be refunded by hand, in preparation, or nothing to give back for free tickets).
 */
export function CancelledEventNote({ reservation }: { reservation: Pick<Reservation, 'data' | 'refund'> }) {
  if (!reservation.data.event.is_cancelled) return null;
  const { refund } = reservation;
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-start gap-1.5 font-semibold text-red-300">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {reservationTexts.eventCancelledNote}
      </p>
      {refund && <p className={REFUND_TONE[refund.status]}>{refundText(refund.status, refund.amount)}</p>}
    </div>
  );
}

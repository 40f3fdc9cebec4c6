import type { Reservation } from '@sanza/contracts';
import { reservationMessages } from '@sanza/contracts/constants';
import { CircleCheck, Clock3, Share2, UserRound } from 'lucide-react';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold';

/** 'Payée' or 'En attente' (spec 2 §4). */
export function PaidBadge({ reservation }: { reservation: Pick<Reservation, 'is_paid'> }) {
  return reservation.is_paid ? (
    <span className={`${pill} bg-emerald-950 text-emerald-300`}>
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {reservationMessages.paid}
    </span>
  ) : (
    <span className={`${pill} bg-amber-950 text-amber-300`}>
      <Clock3 aria-hidden="true" className="size-3.5" />
      {reservationMessages.pending}
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

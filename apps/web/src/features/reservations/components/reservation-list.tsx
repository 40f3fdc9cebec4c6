import type { Reservation } from '@sanza/contracts';
import { RESERVATION_LIST_MESSAGE_MS, reservationMessages } from '@sanza/contracts/constants';
import { TicketX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SuccessMessage } from '../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { useKeptCopy, useReservations } from '../queries.ts';
import { canShare } from '../rules.ts';
import { reservationTexts } from '../texts.ts';
import { BrowseEventsEmpty } from './browse-events-empty.tsx';
import { KeptNotice } from './kept-notice.tsx';
import { ReservationCard } from './reservation-card.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** What a page may pass when it navigates to the list: a success message shown there for 5 s. */
export type ReservationListState = { message?: string };

/**
 * The message passed by the navigation that led here, shown for 5 seconds. It is then
 * dropped from the history entry, so a reload or a later visit does not show it again.
 */
function useNavigationMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, flash] = useFlashMessage(RESERVATION_LIST_MESSAGE_MS);
  const incoming = (location.state as ReservationListState | null)?.message;

  useEffect(() => {
    if (typeof incoming !== 'string' || !incoming) return;
    flash(incoming);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [incoming, flash, navigate, location.pathname, location.search]);

  return message;
}

function ListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{reservationTexts.loading}</span>
      <ul aria-hidden="true" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        {[1, 2, 3].map((i) => (
          <li key={i}>
            <SkeletonBar className="h-52 rounded-2xl" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Mes réservations': own and shared reservations as cards; the owner can share each one. Without
 * a network, the list the phone kept for this user shows instead, read-only.
 */
export function ReservationList() {
  const query = useReservations();
  const { isPending, isFetching, refetch } = query;
  const kept = useKeptCopy('list', query);
  const reservations = query.data ?? kept?.value;
  const message = useNavigationMessage();
  const [sharing, setSharing] = useState<Reservation | null>(null);

  return (
    <div className="@container space-y-5">
      <h1 className="text-3xl font-extrabold tracking-tight">{reservationMessages.title}</h1>
      <SuccessMessage>{message}</SuccessMessage>
      {kept && <KeptNotice savedAt={kept.saved_at} />}

      {reservations === undefined && isPending ? (
        <ListSkeleton />
      ) : reservations === undefined ? (
        <LoadError
          message={reservationTexts.listLoadError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : reservations.length === 0 ? (
        <BrowseEventsEmpty
          icon={TicketX}
          title={reservationTexts.emptyTitle}
          text={reservationTexts.emptyText}
        />
      ) : (
        <ul className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {reservations.map((reservation) => (
            <li key={reservation.serial_id}>
              <ReservationCard
                reservation={reservation}
                onShare={canShare(reservation) && !kept ? () => setSharing(reservation) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <ShareDialog reservation={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}

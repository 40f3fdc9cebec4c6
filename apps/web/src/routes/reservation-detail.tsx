import type { Reservation } from '@sanza/contracts';
import { reservationMessages } from '@sanza/contracts/constants';
import { TicketX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import {
  BackToReservations,
  ReservationDetail,
  ReservationDetailSkeleton,
} from '../features/reservations/components/reservation-detail.tsx';
import { reservationErrorMessage } from '../features/reservations/errors.ts';
import { isNetworkFailure, useKeptCopy, useReservation } from '../features/reservations/queries.ts';
import { reservationTexts } from '../features/reservations/texts.ts';
import { ApiError } from '../lib/api-client.ts';
import { keepPageCodeOffline } from '../lib/keep-page-code.ts';

/**
 * One reservation (login required); someone else's answers 404, shown as not found. Without a
 * network, the copy the phone kept shows.
 */
export function ReservationDetailPage() {
  const { id = '' } = useParams();
  const query = useReservation(id);
  const { isPending, error, refetch, isFetching } = query;
  const kept = useKeptCopy<Reservation>(`reservation:${id}`, query);
  const reservation = query.data ?? kept?.value;
  const isPaidOnline = query.data?.is_paid === true;

  // A paid reservation's tickets must open offline: the list page's code comes now, while there is a network,
  // and is handed to the service worker once loaded (it may have started before the worker took control).
  useEffect(() => {
    if (isPaidOnline) void import('./reservations.tsx').then(() => keepPageCodeOffline());
  }, [isPaidOnline]);

  // A refusal (404: cancelled, not theirs) wins over what was shown; a want of network never does.
  const isRefused = query.isError && !isNetworkFailure(error);
  if (reservation && !isRefused) {
    return <ReservationDetail reservation={reservation} keptAt={kept?.saved_at} />;
  }
  if (isPending) {
    return (
      <div className="space-y-4">
        <BackToReservations />
        <ReservationDetailSkeleton />
      </div>
    );
  }
  const isNotFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="space-y-4">
      <BackToReservations />
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <TicketX aria-hidden="true" className="size-10 text-accent" />
        <h1 className="text-2xl font-extrabold">
          {isNotFound ? reservationMessages.notFound : reservationErrorMessage(error)}
        </h1>
        {isNotFound ? (
          <p className="text-sm text-muted">{reservationTexts.notFoundHint}</p>
        ) : (
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {reservationTexts.retry}
          </Button>
        )}
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { ReservationList } from '../features/reservations/components/reservation-list.tsx';
import { useReservations } from '../features/reservations/queries.ts';

/** 'Mes réservations' (login required). */
export function ReservationsPage() {
  const { data: reservations } = useReservations();
  const hasPaid = reservations?.some((reservation) => reservation.is_paid) === true;

  // Paid tickets must open offline: a reservation's page code comes now, while there is a network.
  useEffect(() => {
    if (hasPaid) void import('./reservation-detail.tsx');
  }, [hasPaid]);

  return <ReservationList />;
}

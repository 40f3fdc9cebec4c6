import { ReservationList } from '../features/reservations/components/reservation-list.tsx';

/** 'Mes réservations' (spec 2 §2, login required). */
export function ReservationsPage() {
  return <ReservationList />;
}

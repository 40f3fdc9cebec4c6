import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import { studioRoutes } from './routes-studio.tsx';

/** The payments' queries, loaded apart (the checkout's loader imports them): the home page needs none. */
const loadPaymentQueries = async () => (await import('../features/payments/queries.ts')).paymentQueries;

/** The pages of a signed-in user: account, cart, reservations and checkout, the door and the studio. */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'profile',
      handle: { title: 'Mon profil' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('../routes/profile.tsx')).ProfilePage }),
    },
    {
      path: 'cart',
      handle: { title: 'Panier' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('../routes/cart.tsx')).CartPage }),
    },
    {
      path: 'reservations',
      handle: { title: 'Mes réservations' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../routes/reservations.tsx')).ReservationsPage,
      }),
    },
    {
      path: 'reservations/:id',
      handle: { title: 'Réservation' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../routes/reservation-detail.tsx')).ReservationDetailPage,
      }),
    },
    {
      path: 'reservation/:id/checkout',
      handle: { title: 'Paiement' } satisfies RouteHandle,
      // The operators' numbers download with the page's code (the reservation is usually cached).
      loader: async () => {
        const paymentQueries = await loadPaymentQueries();
        void queryClient.prefetchQuery(paymentQueries.options());
        return null;
      },
      lazy: async () => ({ Component: (await import('../routes/checkout.tsx')).CheckoutPage }),
    },
    // The staff pages moved into the studio; old links and bookmarks still land there.
    { path: 'staff/payments', loader: () => redirect('/studio/payments') },
    { path: 'staff/check-in', loader: () => redirect('/studio/door') },
    {
      // The door scanner: outside the studio's frame, whose account check needs the network, so a
      // phone at the door opens it offline; the server says which events the user may check.
      path: 'studio/door',
      handle: { title: 'Contrôle des billets' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../routes/studio-door.tsx')).StudioDoorPage,
      }),
    },
    {
      path: 'studio',
      lazy: async () => ({
        Component: (await import('../features/studio/components/studio-layout.tsx')).StudioLayout,
      }),
      children: studioRoutes(),
    },
    {
      path: 'notifications',
      handle: { title: 'Notifications' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../routes/notifications.tsx')).NotificationsPage,
      }),
    },
    {
      path: 'invitations',
      handle: { title: 'Invitations' } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('../routes/invitations.tsx')).InvitationsPage,
      }),
    },
    {
      path: 'playlist',
      handle: { title: 'Playlists' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('../routes/playlists.tsx')).PlaylistsPage }),
    },
  ];
}

import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import {
  RequireAuth,
  redirectIfSignedInLoader,
  requireAuthLoader,
} from '../features/auth/components/require-auth.tsx';
import { eventQueries } from '../features/events/queries.ts';
import { musicQueries } from '../features/music/queries.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { HomePage } from '../routes/home.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The five music home sections the server answers, fetched with the page's code. */
const MUSIC_HOME_SECTIONS = [
  'featuredPlaylists',
  'popularAlbums',
  'popularPlaylists',
  'trending',
  'popularArtists',
] as const;

/** The auctions' and payments' queries, loaded apart (their loaders import them): the home page needs neither. */
const loadAuctionQueries = async () => (await import('../features/auctions/queries.ts')).auctionQueries;
const loadPaymentQueries = async () => (await import('../features/payments/queries.ts')).paymentQueries;

const loginPage = async () => ({ Component: (await import('../routes/login.tsx')).LoginPage });

/**
 * While a page's code downloads on first load, the layout shows and the page area pulses. It fills the
 * screen, so the footer stays below it and does not jump down when the page arrives (layout shift).
 */
function PageFallback() {
  return (
    <div aria-hidden="true" className="min-h-dvh space-y-4">
      <div className="h-56 animate-pulse rounded-3xl bg-ink-900" />
      <div className="h-6 w-48 animate-pulse rounded bg-ink-900" />
    </div>
  );
}

/** A lazy studio page at `path` (under /studio), titled `title`. */
const studioPage = (path: string, title: string, load: () => Promise<RouteObject['Component']>) => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** The studio (issue 16), under /studio: each page its own chunk, checked for its role by the page itself. */
function studioRoutes(): RouteObject[] {
  return [
    {
      index: true,
      handle: { title: 'Studio' } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('../routes/studio.tsx')).StudioPage }),
    },
    studioPage(
      'events',
      'Mes événements',
      async () => (await import('../routes/studio-events.tsx')).StudioEventsPage,
    ),
    studioPage(
      'events/new',
      'Nouvel événement',
      async () => (await import('../routes/studio-event-new.tsx')).StudioEventNewPage,
    ),
    studioPage(
      'events/:serialId',
      'Événement',
      async () => (await import('../routes/studio-event.tsx')).StudioEventPage,
    ),
    studioPage(
      'events/:serialId/sales',
      'Ventes',
      async () => (await import('../routes/studio-event-sales.tsx')).StudioEventSalesPage,
    ),
    studioPage(
      'events/:serialId/door-sale',
      "Vente à l'entrée",
      async () => (await import('../routes/studio-event-door-sale.tsx')).StudioEventDoorSalePage,
    ),
    studioPage(
      'artist',
      "Profil d'artiste",
      async () => (await import('../routes/studio-artist.tsx')).StudioArtistPage,
    ),
    studioPage(
      'songs',
      'Mes chansons',
      async () => (await import('../routes/studio-songs.tsx')).StudioSongsPage,
    ),
    studioPage(
      'songs/new',
      'Envoyer une chanson',
      async () => (await import('../routes/studio-song-upload.tsx')).StudioSongUploadPage,
    ),
    studioPage(
      'albums',
      'Mes albums',
      async () => (await import('../routes/studio-albums.tsx')).StudioAlbumsPage,
    ),
    studioPage(
      'stats',
      'Statistiques',
      async () => (await import('../routes/studio-stats.tsx')).StudioStatsPage,
    ),
    studioPage(
      'lineups',
      'Demandes de programmation',
      async () => (await import('../routes/studio-lineups.tsx')).StudioLineupsPage,
    ),
    studioPage(
      'users',
      'Utilisateurs',
      async () => (await import('../routes/studio-users.tsx')).StudioUsersPage,
    ),
    studioPage(
      'moderation',
      'Modération',
      async () => (await import('../routes/studio-moderation.tsx')).StudioModerationPage,
    ),
    studioPage(
      'editorial',
      'Éditorial',
      async () => (await import('../routes/studio-editorial.tsx')).StudioEditorialPage,
    ),
    studioPage(
      'payments',
      'Paiements à vérifier',
      async () => (await import('../routes/staff-payments.tsx')).StaffPaymentsPage,
    ),
    // The door moved to /studio/door (outside this frame, so it opens without network): old links land there.
    { path: 'check-in', loader: ({ request }) => redirect(`/studio/door${new URL(request.url).search}`) },
  ];
}

/**
 * Every route; each page is lazy, so it is its own chunk and only downloaded when visited. The home
 * loader starts the page's requests without waiting for them, so data and page code download together.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: MainLayout,
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: PageFallback,
          children: [
            {
              index: true,
              handle: { title: 'Accueil' } satisfies RouteHandle,
              loader: () => {
                void queryClient.prefetchQuery(eventQueries.list({ upcoming: true }));
                void queryClient.prefetchQuery(eventQueries.categories());
                return null;
              },
              // The landing page is part of the entry: no second round trip before its first paint.
              Component: HomePage,
            },
            {
              path: 'events',
              handle: { title: 'Événements' } satisfies RouteHandle,
              loader: () => {
                void queryClient.prefetchQuery(eventQueries.list({}));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/events.tsx')).EventsPage }),
            },
            {
              path: 'events/:serialId',
              handle: { title: 'Événement' } satisfies RouteHandle,
              loader: ({ params }) => {
                if (params.serialId) void queryClient.prefetchQuery(eventQueries.detail(params.serialId));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/event-detail.tsx')).EventDetailPage }),
            },
            {
              path: 'auctions',
              handle: { title: 'Enchères' } satisfies RouteHandle,
              loader: async () => {
                const auctionQueries = await loadAuctionQueries();
                void queryClient.prefetchQuery(auctionQueries.active());
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/auctions.tsx')).AuctionsPage }),
            },
            {
              path: 'auctions/:id',
              handle: { title: 'Enchère' } satisfies RouteHandle,
              loader: async ({ params }) => {
                const id = Number(params.id);
                if (!Number.isInteger(id) || id <= 0) return null;
                const auctionQueries = await loadAuctionQueries();
                void queryClient.prefetchQuery(auctionQueries.detail(id));
                return null;
              },
              lazy: async () => ({
                Component: (await import('../routes/auction-detail.tsx')).AuctionDetailPage,
              }),
            },
            {
              path: 'music',
              handle: { title: 'Musique' } satisfies RouteHandle,
              loader: () => {
                for (const section of MUSIC_HOME_SECTIONS)
                  void queryClient.prefetchQuery(musicQueries.home(section));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/music.tsx')).MusicHomePage }),
            },
            {
              path: 'musics/:id',
              handle: { title: 'Titre' } satisfies RouteHandle,
              loader: ({ params }) => {
                if (params.id) void queryClient.prefetchQuery(musicQueries.song(params.id));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/song.tsx')).SongPage }),
            },
            {
              path: 'albums',
              handle: { title: 'Albums' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/albums.tsx')).AlbumsPage }),
            },
            {
              path: 'album/:id',
              handle: { title: 'Album' } satisfies RouteHandle,
              loader: ({ params }) => {
                if (params.id) void queryClient.prefetchQuery(musicQueries.album(params.id));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/album.tsx')).AlbumPage }),
            },
            {
              path: 'artists',
              handle: { title: 'Artistes' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/artists.tsx')).ArtistsPage }),
            },
            {
              path: 'artists/:id',
              handle: { title: 'Artiste' } satisfies RouteHandle,
              loader: ({ params }) => {
                if (params.id) void queryClient.prefetchQuery(musicQueries.artist(params.id));
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/artist.tsx')).ArtistPage }),
            },
            {
              path: 'playlist/:id',
              handle: { title: 'Playlist' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/playlist-detail.tsx')).PlaylistDetailPage,
              }),
            },
            {
              // Downloads live on the device: the page needs no account and works offline.
              path: 'downloads',
              handle: { title: 'Téléchargements' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/downloads.tsx')).DownloadsPage }),
            },
            {
              path: 'search',
              handle: { title: 'Rechercher' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/search.tsx')).SearchPage }),
            },
            {
              path: 'player/:type/:id',
              handle: { title: 'Lecteur' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/player.tsx')).PlayerPage }),
            },
            {
              // Sign-in and sign-up: an already-authorized user goes to the home page (spec 1 §6).
              loader: redirectIfSignedInLoader,
              children: [
                { path: 'login', handle: { title: 'Connexion' } satisfies RouteHandle, lazy: loginPage },
                // The register screen's sign-in link points here (spec 1 §2); same screen as /login.
                {
                  path: 'auth2/login',
                  handle: { title: 'Connexion' } satisfies RouteHandle,
                  lazy: loginPage,
                },
                {
                  path: 'register',
                  handle: { title: 'Inscription' } satisfies RouteHandle,
                  lazy: async () => ({ Component: (await import('../routes/register.tsx')).RegisterPage }),
                },
              ],
            },
            {
              path: 'reset-password',
              handle: { title: 'Mot de passe oublié' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/reset-password.tsx')).ResetPasswordPage,
              }),
            },
            {
              path: 'password-reset-confirm/:uid/:token',
              handle: { title: 'Nouveau mot de passe' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/password-reset-confirm.tsx')).PasswordResetConfirmPage,
              }),
            },
            {
              path: 'email-confirm/:token',
              handle: { title: "Confirmation de l'adresse e-mail" } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/email-confirm.tsx')).EmailConfirmPage,
              }),
            },
            {
              path: 'login/callback',
              handle: { title: 'Connexion' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/login-callback.tsx')).LoginCallbackPage,
              }),
            },
            {
              path: 'login/:provider/callback',
              handle: { title: 'Connexion' } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('../routes/login-callback.tsx')).ProviderCallbackPage,
              }),
            },
            {
              path: 'terms',
              handle: { title: "Conditions d'utilisation" } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/terms.tsx')).TermsPage }),
            },
            {
              path: 'privacy',
              handle: { title: 'Politique de confidentialité' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/privacy.tsx')).PrivacyPage }),
            },
            {
              // Every protected route of the product (spec 1 §2): visitors go to /login?next=….
              loader: requireAuthLoader,
              Component: RequireAuth,
              children: [
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
              ],
            },
            {
              path: '*',
              handle: { title: 'Page introuvable' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

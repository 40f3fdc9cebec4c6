import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { redirectIfSignedInLoader } from '../features/auth/components/require-auth.tsx';
import { eventQueries } from '../features/events/queries.ts';
import { musicQueries } from '../features/music/queries.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { HomePage } from '../routes/home.tsx';

/** The five music home sections the server answers, fetched with the page's code. */
const MUSIC_HOME_SECTIONS = [
  'featuredPlaylists',
  'popularAlbums',
  'popularPlaylists',
  'trending',
  'popularArtists',
] as const;

/** The auctions' queries, loaded apart (their loaders import them): the home page needs none. */
const loadAuctionQueries = async () => (await import('../features/auctions/queries.ts')).auctionQueries;

const loginPage = async () => ({ Component: (await import('../routes/login.tsx')).LoginPage });

/**
 * The pages anyone may open: the home page (part of the entry, its requests started by its loader), the
 * catalogue, sign-in and sign-up, the legal pages. The other pages are lazy, each its own chunk.
 */
export function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
        for (const section of MUSIC_HOME_SECTIONS) void queryClient.prefetchQuery(musicQueries.home(section));
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
      // Sign-in and sign-up: an already-authorized user goes to the home page.
      loader: redirectIfSignedInLoader,
      children: [
        { path: 'login', handle: { title: 'Connexion' } satisfies RouteHandle, lazy: loginPage },
        // The register screen's sign-in link points here; same screen as /login.
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
  ];
}

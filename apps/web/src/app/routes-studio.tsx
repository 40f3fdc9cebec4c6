import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';

/** A lazy studio page at `path` (under /studio), titled `title`. */
const studioPage = (path: string, title: string, load: () => Promise<RouteObject['Component']>) => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** The studio, under /studio: each page its own chunk, checked for its role by the page itself. */
export function studioRoutes(): RouteObject[] {
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
      'money',
      'Mon argent',
      async () => (await import('../routes/studio-money.tsx')).StudioMoneyPage,
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

// Texts of the music pages the spec does not give (its own texts come from @sanza/contracts/constants).
import type { HomeSection } from './api.ts';

/** Titles of the music home's sections. */
export const homeSectionTitles: Record<HomeSection, string> = {
  featuredPlaylists: 'Playlists à la une',
  popularAlbums: 'Albums populaires',
  popularPlaylists: 'Playlists populaires',
  trending: 'Titres tendance',
  popularArtists: 'Artistes populaires',
};

/** What a section says when its call fails (no spec text exists for it). */
const homeSectionErrors: Record<HomeSection, string> = {
  featuredPlaylists: 'Impossible de charger les playlists à la une.',
  popularAlbums: 'Impossible de charger les albums populaires.',
  popularPlaylists: 'Impossible de charger les playlists populaires.',
  trending: 'Impossible de charger les titres tendance.',
  popularArtists: 'Impossible de charger les artistes populaires.',
};

export const musicTexts = {
  homeTitle: 'Musique',
  homeIntro: 'Rumba, ndombolo, makossa, afrobeat : écoutez les sons des deux rives.',
  premiumTitle: 'Sanza Premium',
  // Only what is true: Premium is a label on artists, not a sound quality (Haute is 192 kbit/s, not studio).
  premiumText: 'Les artistes Premium, leurs albums et leurs nouveautés.',
  premiumCta: 'Découvrir les artistes Premium',
  seeAll: 'Voir tout',
  myPlaylists: 'Mes playlists',
  sectionError: (section: HomeSection, hasTimedOut: boolean) =>
    hasTimedOut
      ? `${homeSectionErrors[section]} Le serveur a mis trop de temps à répondre.`
      : homeSectionErrors[section],
  retry: 'Réessayer',
  emptySection: 'Rien à afficher pour le moment.',
  tracks: (count: number) => `${count} titre${count > 1 ? 's' : ''}`,
  // Song page
  plays: 'Écoutes',
  likes: "J'aime",
  shares: 'Partages',
  like: "J'aime ce titre",
  unlike: "Je n'aime plus ce titre",
  signInToLike: 'Connectez-vous pour aimer ce titre',
  likeError: "Votre « J'aime » n'a pas été enregistré. Réessayez.",
  moreFromAlbum: 'More from this Album',
  play: 'Écouter',
  explicit: 'Explicite',
  concertChip: (day: string, hour: string) => `En concert le ${day} à ${hour}`,
  // Albums
  albumsTitle: 'Albums',
  albumSearch: 'Rechercher un album ou un artiste',
  allGenres: 'All',
  featuredAlbums: 'Featured Albums',
  newReleases: 'New Releases',
  allAlbums: 'All Albums',
  noAlbumMatch: 'Aucun album ne correspond à votre recherche.',
  albumsLoadError: 'Impossible de charger les albums.',
  // Album detail
  playAlbum: "Écouter l'album",
  label: 'Label',
  monthlyListeners: 'Auditeurs mensuels',
  totalPlays: 'Écoutes',
  trackNumber: 'N°',
  trackTitle: 'Titre',
  trackDuration: 'Durée',
  trackPopularity: 'Popularité',
  popularity: (percent: number) => `Popularité : ${percent} %`,
  // Artists
  artistsTitle: 'Artistes',
  artistSearch: 'Rechercher un artiste',
  filterAll: 'All',
  filterPremium: 'Premium',
  noArtistMatch: 'Aucun artiste trouvé.',
  artistsLoadError: 'Impossible de charger les artistes.',
  loadingMore: 'Chargement des artistes suivants…',
  premium: 'Premium',
  subscribers: (count: number) => (count < 2 ? 'abonné' : 'abonnés'),
  views: (count: number) => (count < 2 ? 'vue' : 'vues'),
  subscribe: "S'abonner",
  unsubscribe: 'Se désabonner',
  signInToSubscribe: 'Connectez-vous pour vous abonner',
  artistAlbums: 'Albums',
  artistSongs: 'Titres',
  about: 'À propos',
  similarArtists: 'Artistes similaires',
  since: 'Sur Sanza depuis',
  noAlbums: "Cet artiste n'a pas encore d'album.",
  noSongs: "Cet artiste n'a pas encore de titre.",
  // The artist's concerts.
  upcomingConcerts: 'Concerts à venir',
  noConcerts: 'Aucun concert prévu',
  concertsLoadError: 'Impossible de charger les concerts',
  concertFrom: (price: string) => `À partir de ${price}`,
  concertReserve: 'Réserver',
  concertClose: 'Fermer',
  artistLoadError: "Impossible de charger le profil de l'artiste. Réessayez plus tard.",
} as const;

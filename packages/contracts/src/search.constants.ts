// Zod-free part of the search contract: kinds, sort and period options, limits and
// the pure rule turning a period into the start date the server reads. The texts 'Aucun résultat trouvé'
// and 'Commencez votre recherche' are musicMessages.searchEmpty / searchPrompt.

/** The kinds of `/search/{kind}/`, in the order of the page's tabs. */
export const SEARCH_KINDS = ['music', 'albums', 'playlists', 'artists', 'events', 'auctions'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Tab labels of the search page. */
export const SEARCH_TAB_LABELS: Record<SearchKind, string> = {
  music: 'Titres',
  albums: 'Albums',
  playlists: 'Playlists',
  artists: 'Artistes',
  events: 'Événements',
  auctions: 'Enchères',
};

/** Page size 10; larger pages up to 100 may be asked for. */
export const SEARCH_LIMITS = {
  pageSize: 10,
  maxPageSize: 100,
  maxPage: 10_000,
  maxQueryLength: 200,
} as const;

/** Sort values every kind accepts; '' is relevance. */
export const COMMON_ORDERINGS = ['', '-created_at', 'created_at', 'title'] as const;
/** Sort values of each kind: songs add '-play_count', albums '-songs_count'. */
export const SEARCH_ORDERINGS: Record<SearchKind, readonly string[]> = {
  music: [...COMMON_ORDERINGS, '-play_count'],
  albums: [...COMMON_ORDERINGS, '-songs_count'],
  playlists: COMMON_ORDERINGS,
  artists: COMMON_ORDERINGS,
  events: COMMON_ORDERINGS,
  auctions: COMMON_ORDERINGS,
};

/** Labels of the sort options (what each value means is in docs/decisions/093-search-per-kind.md). */
export const SEARCH_ORDERING_LABELS: Record<string, string> = {
  '': 'Pertinence',
  '-created_at': 'Plus récents',
  created_at: 'Plus anciens',
  title: 'Titre (A → Z)',
  '-play_count': 'Plus écoutés',
  '-songs_count': 'Plus de titres',
};

/** Period options, sent as a start date. */
export const SEARCH_PERIODS = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];
export const SEARCH_PERIOD_LABELS: Record<SearchPeriod, string> = {
  all: 'Toutes les dates',
  day: 'Dernières 24 h',
  week: '7 derniers jours',
  month: '30 derniers jours',
  year: 'Cette année',
};

/** Texts of the search area that the spec does not give (its own two are in musicMessages). */
export const searchMessages = {
  queryLabel: 'Rechercher',
  queryPlaceholder: 'Titre, artiste, album, événement…',
  submit: 'Rechercher',
  genreAll: 'Tous',
  periodLabel: 'Période',
  sortLabel: 'Trier par',
  previous: 'Précédent',
  next: 'Suivant',
  searchError: 'La recherche a échoué ; réessayez dans un instant.',
  invalidOrdering: 'Tri inconnu pour ce type de résultat',
  invalidDate: 'Date invalide : le format attendu est AAAA-MM-JJ',
  queryTooLong: `La recherche ne peut pas dépasser ${SEARCH_LIMITS.maxQueryLength} caractères`,
  genreTooLong: 'Genre invalide',
  unknownKind: 'Type de recherche inconnu',
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** A date as YYYY-MM-DD in the local calendar of `now`. */
function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The start date (YYYY-MM-DD) a period sends as `date_range`, or undefined for 'all': day = 24 h ago,
 * week = 7 days, month = 30 days, year = 1 January of the current year.
 */
export function periodStartDate(period: SearchPeriod, now: Date): string | undefined {
  switch (period) {
    case 'all':
      return undefined;
    case 'day':
      return isoDay(new Date(now.getTime() - DAY_MS));
    case 'week':
      return isoDay(new Date(now.getTime() - 7 * DAY_MS));
    case 'month':
      return isoDay(new Date(now.getTime() - 30 * DAY_MS));
    case 'year':
      return `${now.getFullYear()}-01-01`;
  }
}

/** Whether a kind is one of the search kinds. */
export function isSearchKind(value: string): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value);
}

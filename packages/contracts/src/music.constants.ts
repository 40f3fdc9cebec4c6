// Zod-free part of the music contract: texts, limits and pure rules the web shell
// imports without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/**
 * Plays heard offline: sent later with the seconds heard and when the play started. A play older than
 * `maxAgeDays` or later than `clockSkewS` ahead of the server is refused; so is more heard than the track lasts
 * plus `durationToleranceS` (durations are whole seconds, players round).
 */
export const OFFLINE_PLAYS = {
  maxAgeDays: 30,
  clockSkewS: 300,
  durationToleranceS: 5,
  /** Above this many seconds a play is not a number of seconds anyone heard: 400 without a look-up. */
  maxListenedS: 86_400,
} as const;

/** Audio renditions of a song: the qualities and codecs `audio_renditions` lists. */
export const AUDIO_QUALITIES = ['eco', 'normal', 'high'] as const;
export type AudioQuality = (typeof AUDIO_QUALITIES)[number];
export const AUDIO_RENDITION_CODECS = ['opus', 'mp3', 'aac'] as const;
export type AudioRenditionCodec = (typeof AUDIO_RENDITION_CODECS)[number];

/** Texts of the music area. The two "not found" details are the spec client's own English texts. */
export const musicMessages = {
  songNotFound: 'Song not found',
  albumNotFound: 'Album not found',
  artistNotFound: 'Artiste introuvable',
  playlistNotFound: 'Playlist introuvable',
  songLoadError: 'Failed to load music data. Please try again later.',
  albumLoadError: 'Failed to load album data. Please try again later.',
  playerLoadError: 'Erreur lors du chargement des musiques',
  playerEmpty: 'Aucune musique disponible',
  searchEmpty: 'Aucun résultat trouvé',
  searchPrompt: 'Commencez votre recherche',
  subscribed: 'Abonnement réussi',
  unsubscribed: 'Abonnement annulé',
  genericError: 'Une erreur est survenue',
  certified: 'Artiste vérifié',
  noPlaylists: 'Créez votre première playlist',
  noPlaylistMatch: 'Aucune playlist trouvée',
  invalidPage: 'Numéro de page invalide',
  invalidPageSize: 'La taille de page doit être comprise entre 1 et 100',
  invalidMusicId: 'Identifiant de musique invalide',
  invalidBoolean: 'Doit valoir true ou false',
  // Plays heard offline and sent later.
  invalidClientPlayId: "Identifiant d'écoute invalide (un UUID est attendu)",
  invalidListenedSeconds: "Durée d'écoute invalide (un nombre entier de secondes est attendu)",
  listenedTooLong: "Durée d'écoute impossible : plus longue que le morceau",
  // A play heard while another counted play of the same listener was playing.
  listenedOverlaps: "Durée d'écoute impossible : une autre écoute a été comptée pendant ce temps",
  invalidPlayedAt: "Date d'écoute invalide (format ISO 8601 avec fuseau horaire attendu)",
  playedAtInFuture: "La date d'écoute est dans le futur",
  playedAtTooOld: `Cette écoute est trop ancienne pour être comptée (plus de ${OFFLINE_PLAYS.maxAgeDays} jours)`,
  offlinePlayFieldMissing: 'Ce champ est requis pour une écoute hors ligne',
} as const;

/** Stream counting: the player counts after 30 s of playback; the server counts one user and track once per 30 s. */
export const STREAM_MIN_PLAYBACK_S = 30;
export const STREAM_DEDUPE_WINDOW_S = 30;
/** At most this many streams of one user are counted in any minute (short tracks heard to their end). */
export const STREAM_MAX_PER_USER_PER_MINUTE = 4;
/**
 * A listening session (a stream counts "once per track per session") ends after this long without
 * listening: a track counts again only in a new session (docs/decisions/081-once-per-listening-session.md).
 */
export const STREAM_SESSION_GAP_S = 30 * 60;
/** How far either side of a play its session is looked for (a session longer than this is cut there). */
export const STREAM_SESSION_LOOK_S = 24 * 3600;

/** Player rules. */
export const PLAYER = {
  previousRestartThresholdS: 3,
  defaultVolume: 0.7,
  modes: ['normal', 'repeat-all', 'repeat-one'] as const,
} as const;
export type PlaybackMode = (typeof PLAYER.modes)[number];

/** The five home sections' calls time out after 5 s. */
export const MUSIC_HOME_TIMEOUT_MS = 5_000;
/** Artist list: search debounce, infinite-scroll threshold and throttle. */
export const ARTIST_LIST = { debounceMs: 500, scrollThreshold: 0.8, scrollThrottleMs: 150 } as const;
/** A playlist cover mosaic uses up to 4 song covers. */
export const PLAYLIST_MOSAIC_COVERS = 4;

/** Paged lists: default and largest page size, and the highest page number accepted (above it: 400). */
export const MUSIC_PAGING = { pageSize: 20, maxPageSize: 100, maxPage: 10_000 } as const;
/** Plain (unpaged) lists answer at most this many items; `?page=` reaches the rest. */
export const MUSIC_PLAIN_LIST_LIMIT = 100;
/** Sizes of the home sections: trending tracks, and albums, playlists and artists. */
export const MUSIC_HOME_SIZES = { trending: 20, section: 10 } as const;
/** Trending counts the streams of the last 7 days; monthly listeners the distinct listeners of 30 days. */
export const TRENDING_WINDOW_DAYS = 7;
export const MONTHLY_LISTENERS_DAYS = 30;
/** In the popular-artists score one subscriber weighs as much as this many plays. */
export const SUBSCRIBER_WEIGHT_IN_PLAYS = 10;

/** A duration in seconds as the player shows it: 'm:ss' (minutes are not capped at 59). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whether a subscribe answer means the user is now subscribed. */
export function isSubscribedStatus(status: string): boolean {
  return status === 'subscribed';
}

/** The next playback mode: normal → repeat-all → repeat-one → normal. */
export function nextPlaybackMode(mode: PlaybackMode): PlaybackMode {
  const i = PLAYER.modes.indexOf(mode);
  return PLAYER.modes[(i + 1) % PLAYER.modes.length]!;
}

// ─── Playlists: the user's own playlists, their songs and follows ───────────────────────────────

/** Limits of a playlist; the spec gives none, these are ours (docs/decisions/089-playlists-private-by-default.md). */
export const PLAYLIST_LIMITS = {
  nameMax: 100,
  styleMax: 50,
  descriptionMax: 500,
  /** A playlist holds at most this many songs (a mix, not a library). */
  maxSongs: 500,
  /** A user owns at most this many playlists. */
  maxPerUser: 200,
  searchMax: 100,
} as const;

/** Texts of the playlist calls and pages that the spec leaves open (ours, in French like the rest). */
export const playlistMessages = {
  nameRequired: 'Le nom de la playlist est requis',
  nameTooLong: `Le nom ne doit pas dépasser ${PLAYLIST_LIMITS.nameMax} caractères`,
  styleTooLong: `Le style ne doit pas dépasser ${PLAYLIST_LIMITS.styleMax} caractères`,
  descriptionTooLong: `La description ne doit pas dépasser ${PLAYLIST_LIMITS.descriptionMax} caractères`,
  invalidPublic: 'Doit valoir true ou false',
  invalidContentId: 'Identifiant de chanson invalide',
  contentIdRequired: 'Choisissez une chanson à ajouter',
  songNotFound: 'Chanson introuvable',
  notOwner: 'Seul le propriétaire de la playlist peut la modifier',
  full: `Une playlist ne peut pas contenir plus de ${PLAYLIST_LIMITS.maxSongs} titres`,
  tooMany: `Vous ne pouvez pas créer plus de ${PLAYLIST_LIMITS.maxPerUser} playlists`,
  songAdded: 'Titre ajouté à la playlist',
  songAlreadyThere: 'Ce titre est déjà dans la playlist',
  songRemoved: 'Titre retiré de la playlist',
  deleted: 'Playlist supprimée',
  reportReason: 'Choisissez un motif de signalement dans la liste',
  reportOwn: 'Vous ne pouvez pas signaler votre propre playlist',
  reportTwice: 'Vous avez déjà signalé cette playlist',
  reported: "Merci, l'équipe Sanza va examiner cette playlist.",
  hiddenNotice:
    "Cette playlist a été masquée par l'équipe Sanza : elle n'apparaît plus sur la page Musique ni dans la recherche, et vous seul la voyez.",
} as const;

// ─── Playlists on the music home and their moderation ─────────────────────────────────────────

/**
 * « Playlists populaires » shows only public playlists with at least this many titles and followers, so an
 * empty or freshly made playlist cannot publish itself to the home (docs/decisions/091-the-music-homes-playlists.md).
 */
export const POPULAR_PLAYLIST_MIN = { songs: 5, followers: 3 } as const;

/** Why a listener reports a playlist: a short closed list, so staff can sort reports. */
export const PLAYLIST_REPORT_REASONS = ['offensive', 'spam', 'misleading', 'other'] as const;
export type PlaylistReportReason = (typeof PLAYLIST_REPORT_REASONS)[number];

/** How each report reason reads, for the listener's dialog and the staff's list. */
export const playlistReportReasonLabels: Record<PlaylistReportReason, string> = {
  offensive: 'Nom, description ou image choquants',
  spam: 'Spam ou publicité',
  misleading: 'Trompeuse ou vide',
  other: 'Autre raison',
};

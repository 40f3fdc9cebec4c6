// The artist's studio: limits and French texts of the artist profile and song uploads.

/** The largest audio file an artist may upload. */
export const STUDIO_SONG_MAX_BYTES = 200 * 1024 * 1024;
/** The largest artist photo accepted. */
export const ARTIST_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const SONG_UPLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;
export type SongUploadStatus = (typeof SONG_UPLOAD_STATUSES)[number];

/** Days of the streams chart, and songs in the top list, of the artist's stats. */
export const STUDIO_STATS = { days: 30, topSongs: 5 } as const;

export const STUDIO_ARTIST_LIMITS = {
  name: 100,
  bio: 5000,
  country: 60,
  genres: 10,
  title: 200,
  description: 5000,
  tracks: 200,
} as const;

export const studioMusicMessages = {
  artistProfileMissing: "Vous n'avez pas encore de profil d'artiste",
  artistProfileFirst: "Créez d'abord votre profil d'artiste avant d'envoyer une chanson",
  songTitleMissing: 'Donnez un titre à la chanson',
  genreUnknown: 'Genre inconnu',
  albumUnknown: "Cet album n'existe pas ou n'est pas le vôtre",
  uploadNotFound: 'Envoi introuvable',
  songFileMissing: 'Choisissez un fichier audio',
  songFileType: "Ce fichier n'est pas un fichier audio pris en charge (MP3, AAC/M4A, OGG/Opus, FLAC ou WAV)",
  songFileTooLarge: 'Le fichier audio dépasse 200 Mo',
  songUploadBroken: "L'envoi du fichier a été interrompu, réessayez",
  songUnreadable: 'Le fichier audio est illisible',
  songProcessingFailed: 'Le traitement du fichier a échoué, envoyez-le à nouveau',
  songProcessingTimedOut:
    "Le traitement du fichier a pris trop de temps et a été arrêté ; vérifiez le fichier avant de l'envoyer à nouveau",
  songUploadPastLength: 'Les données envoyées dépassent la taille annoncée pour ce fichier',
  albumNotFound: 'Album introuvable',
  albumTracksNotMine: 'Chaque titre doit être une de vos chansons, une seule fois',
  photoMissing: 'Choisissez une photo',
  photoType: 'La photo doit être une image JPEG, PNG ou WebP',
  photoTooLarge: 'La photo dépasse 10 Mo',
} as const;

/** « 4 h 18 min », « 25 min »: how long a song plays, rounded down to the minute. */
function playTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * Why a song longer than the limit is refused: how long it plays when its file says so (and says more than the
 * limit), otherwise only that it is too long.
 */
export function songTooLongMessage(limitMinutes: number, claimedSeconds?: number): string {
  const limit = `${limitMinutes} minute${limitMinutes > 1 ? 's' : ''}`;
  return claimedSeconds !== undefined && claimedSeconds > limitMinutes * 60
    ? `Ce morceau dure ${playTime(claimedSeconds)} : la limite est de ${limit}.`
    : `Ce morceau est trop long : la limite est de ${limit}.`;
}

/** Why a new resumable upload is refused while the artist has `max` unfinished ones. */
export function songUploadsPendingMessage(max: number): string {
  return `Vous avez déjà ${max} envoi${max > 1 ? 's' : ''} inachevé${max > 1 ? 's' : ''} : terminez-en ou annulez-en un avant d'en commencer un autre`;
}

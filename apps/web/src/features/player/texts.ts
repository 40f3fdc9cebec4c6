/**
 * Labels of the player that only the web shows. The spec's own texts ('Erreur lors du chargement des
 * musiques', 'Aucune musique disponible') are `musicMessages` of `@sanza/contracts/constants`.
 */
export const playerTexts = {
  bar: 'Lecteur audio',
  play: 'Lecture',
  pause: 'Pause',
  previous: 'Piste précédente',
  next: 'Piste suivante',
  seek: 'Position dans le titre',
  seekValue: (position: string, duration: string) => `${position} sur ${duration}`,
  volume: 'Volume',
  mute: 'Couper le son',
  unmute: 'Rétablir le son',
  shuffle: 'Lecture aléatoire',
  mode: {
    normal: 'Répétition désactivée',
    'repeat-all': 'Répéter la liste',
    'repeat-one': 'Répéter le titre',
  },
  modeHint: 'Changer le mode de répétition',
  reconnecting: 'Reconnexion…',
  unavailable: 'Lecture impossible pour le moment',
  openPlayer: 'Ouvrir la page du lecteur',
  nowPlaying: 'En cours de lecture',
  pageTitle: {
    album: 'Album',
    playlist: 'Playlist',
    all: 'Toutes les musiques',
  },
  playAll: 'Tout lire',
  pauseAll: 'Mettre en pause',
  fullscreen: 'Plein écran',
  exitFullscreen: 'Quitter le plein écran',
  trackCount: (n: number) => (n <= 1 ? `${n} titre` : `${n} titres`),
  columns: { index: '#', title: 'Titre', artist: 'Artiste', duration: 'Durée' },
  playTrack: (title: string) => `Lire ${title}`,
  retry: 'Réessayer',
  loading: 'Chargement des musiques…',
} as const;

/** Labels of the studio's frame: its heading, its sections and the role gate. */
export const studioTexts = {
  title: 'Studio',
  intro: 'Publiez vos événements et votre musique, suivez vos ventes et votre public.',
  sectionsLabel: 'Sections du studio',
  menuLink: 'Studio',
  open: 'Ouvrir le studio',
  checkingAccess: 'Vérification de vos accès…',
  loadFailed: 'Impossible de charger votre compte. Réessayez.',
  backToStudio: 'Retour au studio',
  noRoleTitle: 'Le studio est réservé aux organisateurs et aux artistes',
  noRoleHint:
    "Vous organisez des événements ou publiez de la musique ? Écrivez à l'équipe Sanza pour obtenir le rôle organisateur ou artiste.",
  /** For door staff (« contrôleurs ») of an event, who hold no studio role: their way to the door. */
  door: {
    title: "Contrôle à l'entrée",
    hint: (count: number) =>
      count === 1
        ? 'Vous contrôlez les billets d’un événement : scannez-les et vendez à l’entrée.'
        : `Vous contrôlez les billets de ${count} événements : scannez-les et vendez à l’entrée.`,
    open: 'Ouvrir le contrôle des billets',
  },
  groups: {
    organizer: 'Organisateur',
    artist: 'Artiste',
    staff: 'Équipe Sanza',
  },
  sections: {
    events: 'Mes événements',
    artist: "Profil d'artiste",
    songs: 'Mes chansons',
    albums: 'Mes albums',
    stats: 'Statistiques',
    lineups: 'Demandes de programmation',
    users: 'Utilisateurs',
    moderation: 'Modération',
    editorial: 'Éditorial',
    payments: 'Paiements à vérifier',
    checkIn: 'Contrôle des billets',
    money: 'Mon argent',
  },
} as const;

/** The offline mode's texts, in one place. */
export const offlineTexts = {
  offline: 'Vous êtes hors ligne.',
  unreachable: 'Connexion au serveur impossible.',
  stillAvailable: 'Les pages déjà visitées et vos téléchargements restent disponibles.',
  downloads: 'Mes téléchargements',
  pageUnavailable: "Cette page n'est pas disponible hors ligne",
  pageUnavailableHint: 'Elle s’affichera dès que la connexion reviendra.',
  updateAvailable: 'Nouvelle version disponible',
  update: 'Mettre à jour',
  later: 'Plus tard',
} as const;

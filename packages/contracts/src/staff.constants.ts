// Zod-free part of the staff tools: users and roles, moderation, editorial; limits and French texts.

/** The staff's list of accounts: page size and bounds of its query. */
export const STAFF_USERS_PAGING = { pageSize: 20, maxPage: 10_000, queryMax: 100 } as const;

/** Longest reason staff may give for hiding an event or a song. */
export const MODERATION_REASON_MAX = 500;

export const staffMessages = {
  userNotFound: 'Utilisateur introuvable',
  invalidPage: 'Numéro de page invalide',
  queryTooLong: 'Recherche trop longue (100 caractères au plus)',
  roleUnknown:
    'Rôle inconnu : les rôles sont organizer, artist et staff (user est celui de tous les comptes)',
  ownStaffRole:
    "Vous ne pouvez pas retirer votre propre rôle staff : demandez-le à un autre membre de l'équipe Sanza",
  ownAccount: 'Vous ne pouvez pas désactiver votre propre compte depuis le studio',
  reasonRequired: 'Indiquez la raison du masquage',
  reasonTooLong: 'La raison du masquage est trop longue (500 caractères au plus)',
  eventNotFound: 'Événement introuvable',
  songNotFound: 'Chanson introuvable',
  albumNotFound: 'Album introuvable',
  playlistNotFound: 'Playlist introuvable',
} as const;

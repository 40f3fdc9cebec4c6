// The studio: roles and the texts of its guards, shared by the server and the web.

/** Roles an account may hold beyond `user`, which every account has. */
export const STUDIO_ROLES = ['organizer', 'artist', 'staff'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Every role name, `user` included (the CLI and the staff tools accept these). */
export const ROLES = ['user', ...STUDIO_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** French names of the roles, for the studio's pages. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Utilisateur',
  organizer: 'Organisateur',
  artist: 'Artiste',
  staff: 'Équipe Sanza',
};

export const studioMessages = {
  organizerOnly: 'Cette action est réservée aux organisateurs',
  artistOnly: 'Cette action est réservée aux artistes',
  staffOnly: "Cette action est réservée à l'équipe Sanza",
} as const;

// Zod-free part of the common contract: texts, limits and pure rules the web shell imports
// without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/** Generic whole-request messages the server and the client share. */
export const commonMessages = {
  invalidData: 'Données invalides',
  notFound: 'Ressource non trouvée',
  unauthenticated: 'Veuillez vous connecter pour effectuer cette action',
  forbidden: "Vous n'avez pas les droits pour cette action",
  conflict: 'Conflit de données',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
  /** A client with as many live-update streams open as it may have. */
  tooManyStreams:
    'Trop de flux en direct ouverts depuis cet appareil ou ce compte. Fermez des onglets, puis réessayez.',
  payloadTooLarge: 'Requête trop volumineuse',
  unsupportedMediaType: 'Type de contenu non supporté',
  internal: 'Erreur interne du serveur',
  /** A request that held the database too long (a stuck transaction, a lock wait): it was undone. */
  databaseBusy:
    "Le serveur est momentanément surchargé : votre demande n'a pas été enregistrée. Réessayez dans un instant.",
  serverError: (status: number) => `Erreur serveur (${status})`,
  connection: 'Erreur de connexion au serveur',
  requestSetup: 'Erreur de configuration de la requête',
  unexpected: 'Une erreur inattendue est survenue',
} as const;

/**
 * DRF-style error body: `{detail}` for the whole request, `{field: [msg]}` for validation, or both (a whole-request
 * message with the fields that caused it).
 */
export type ErrorBody =
  | { detail: string }
  | Record<string, string[]>
  | ({ detail: string } & Record<string, string[] | string>);

/** Currency every amount is in. */
export const CURRENCY = 'XAF';

/** TanStack Query stale time. */
export const QUERY_STALE_TIME_MS = 60_000;
/** Toast auto-close. */
export const TOAST_DURATION_MS = 3_000;

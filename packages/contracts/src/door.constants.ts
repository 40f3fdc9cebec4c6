// Zod-free part of the door contract: the organizer's check-in team, the offline door list, the sync of
// scans made without network, and cash sales at the gate. Limits and French texts.

/** Bounds of the door: each one keeps a request short whatever a phone sends. */
export const DOOR_LIMITS = {
  /** Door staff (« contrôleurs ») one event may have. */
  doorStaffMax: 50,
  /** Scans one sync request carries; a phone with more sends them in several requests. */
  syncScansMax: 500,
  /** A device id is the phone's own random id (UUID), never personal data. */
  deviceIdMax: 64,
  /** A ticket's serial id, sent for a manual admission (a ticket found by name). */
  serialIdMax: 64,
  /** A scan's time may be this far ahead of the server's clock (phones' clocks drift), in minutes. */
  scanClockSkewMinutes: 10,
  /** Tickets one cash sale at the gate issues (as online, a reservation line holds 1–4 seats). */
  doorSaleMax: 4,
  buyerNameMax: 100,
  /** Search results at the door: enough for a name shared by a family, little enough for a phone. */
  searchResultsMax: 20,
} as const;

/** What a scan sent after the fact became on the server. */
export const SYNC_OUTCOMES = ['admitted', 'duplicate', 'invalid'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const doorMessages = {
  usernameRequired: "Saisissez le nom d'utilisateur du contrôleur",
  userUnknown: (username: string) => `Aucun compte ne porte le nom d'utilisateur « ${username} »`,
  alreadyDoorStaff: (username: string) => `${username} contrôle déjà cet événement`,
  organizerIsDoorStaff: "L'organisateur contrôle déjà les billets de ses événements",
  doorStaffTooMany: `Au plus ${DOOR_LIMITS.doorStaffMax} contrôleurs par événement`,
  doorStaffUnknown: 'Ce compte ne contrôle pas cet événement',
  notAllowedAtDoor: "Vous n'êtes pas contrôleur de cet événement",
  scansRequired: 'Aucun scan à envoyer',
  scansTooMany: `Au plus ${DOOR_LIMITS.syncScansMax} scans par envoi`,
  scannedAtInvalid: 'Heure de scan invalide : utilisez le format ISO 8601',
  deviceIdInvalid: 'Identifiant d’appareil invalide',
  codeOrSerialId: 'Chaque scan porte soit le code du billet, soit son numéro (entrée manuelle), pas les deux',
  /** The verdict of a ticket already admitted: when, and by whom. */
  alreadyEntered: (time: string, by: string) => `Déjà entré à ${time} (contrôlé par ${by})`,
  doorSaleQuantity: `Vendez entre 1 et ${DOOR_LIMITS.doorSaleMax} billets à la fois`,
  doorSaleAdmitRange: 'Le nombre de personnes à faire entrer doit être compris entre 0 et la quantité vendue',
  doorSaleClosed: "Cet événement n'est plus en vente à l'entrée",
  buyerNameTooLong: `Le nom de l'acheteur fait au plus ${DOOR_LIMITS.buyerNameMax} caractères`,
} as const;

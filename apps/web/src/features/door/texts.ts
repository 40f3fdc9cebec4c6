import { formatInteger } from '../../lib/format.ts';

/** Every text of the door (the check-in scanner), in one place. */
export const doorTexts = {
  title: 'Contrôle des billets',
  backToStudio: 'Retour au studio',
  // The choice of the event
  chooseEventTitle: 'Choisissez l’événement',
  chooseEventIntro:
    'Seuls les billets de l’événement choisi seront acceptés. Sa liste des billets est gardée sur ce téléphone pour contrôler sans réseau.',
  eventsLabel: 'Événements à contrôler',
  eventsError: 'Impossible de charger les événements à contrôler.',
  noEvents: 'Aucun événement à contrôler',
  noEventsHint:
    'Les organisateurs contrôlent leurs événements ; un organisateur peut vous ajouter comme contrôleur.',
  eventsOffline: 'Hors ligne : voici les événements dont la liste est sur ce téléphone.',
  unknownEvent: 'Cet événement n’est plus proposé au contrôle (terminé, annulé ou introuvable).',
  eventWhen: (date: string, time: string) => `${date} · ${time}`,
  changeEvent: 'Changer',
  /** The link to the gate sale of the chosen event (shown online: a sale needs the server). */
  doorSale: "Vente à l'entrée",
  // The door list kept on the phone
  listLoading: 'Téléchargement de la liste des billets…',
  listError: 'Impossible de télécharger la liste des billets.',
  listMissingOffline:
    'Pas de réseau, et la liste des billets de cet événement n’est pas sur ce téléphone. Ouvrez cette page une fois avec le réseau.',
  listSavedAt: (time: string) => `Liste des billets à jour à ${time}`,
  counter: (entered: number, expected: number) =>
    `${formatInteger(entered)} ${entered > 1 ? 'entrés' : 'entré'} / ${formatInteger(expected)} ${expected > 1 ? 'attendus' : 'attendu'}`,
  online: 'En ligne',
  offline: 'Hors ligne',
  offlineHint: 'Hors ligne : les billets sont vérifiés sur ce téléphone et envoyés au retour du réseau.',
  cancelled: 'Événement annulé : aucun billet n’est accepté.',
  // Scans kept on the phone
  pending: (count: number) =>
    count > 1 ? `${formatInteger(count)} scans à envoyer` : `${count} scan à envoyer`,
  allSent: 'Tous les scans sont envoyés',
  syncing: 'Envoi des scans…',
  syncNow: 'Envoyer maintenant',
  syncError: 'L’envoi des scans a échoué ; nouvel essai au retour du réseau.',
  conflictsTitle: 'Conflits à l’envoi',
  conflictsIntro: 'Ces billets étaient déjà entrés par un autre contrôle : la personne est entrée deux fois.',
  invalidAtSync: 'Refusé par le serveur : billet invalide',
  // The camera
  scan: 'Scanner avec la caméra',
  stopScan: 'Arrêter la caméra',
  scanning: 'Visez le QR code : les billets se vérifient à la suite.',
  cameraError: 'Impossible d’ouvrir la caméra. Autorisez-la, ou saisissez le code.',
  // The search
  searchLabel: 'Nom ou code du billet',
  searchHint: 'Cherche dans la liste gardée sur ce téléphone.',
  check: 'Vérifier',
  checking: 'Vérification…',
  searchRequired: 'Saisissez un nom ou un code.',
  results: 'Billets trouvés',
  noResults: 'Aucun billet ne correspond.',
  moreResults: (shown: number) => `Seuls les ${shown} premiers billets sont affichés : précisez.`,
  admit: 'Faire entrer',
  entered: 'Entré',
  notEntered: 'Pas encore entré',
  confirmTitle: 'Faire entrer ce billet ?',
  confirmHint: 'Vérifiez une pièce d’identité au nom du titulaire avant de confirmer.',
  confirmAdmit: 'Confirmer l’entrée',
  cancelAdmit: 'Annuler',
  // The verdict
  holderLine: (name: string) => `Titulaire : ${name}`,
  seatLine: (name: string, seat: number) => `${name} · billet n° ${seat}`,
  dismiss: 'Touchez l’écran pour continuer',
  thisPhone: 'ce téléphone',
} as const;

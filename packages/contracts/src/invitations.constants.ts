// Zod-free part of the invitations contract: texts and limits.

/** Invitations one user may send a minute. */
export const INVITATION_RATE_PER_MINUTE = 10;
/** The invite modal closes this long after 'Invitation envoyée !'. */
export const INVITE_MODAL_CLOSE_MS = 2_000;

export const INVITATION_STATUSES = ['pending', 'confirmed', 'declined'] as const;

export const invitationMessages = {
  modalTitle: 'Inviter un ami',
  openButton: 'Inviter des amis',
  sent: 'Invitation envoyée !',
  emailInvalid: 'Email invalide',
  invalidData: "Données d'invitation invalides",
  loginToSend: 'Veuillez vous connecter pour envoyer une invitation',
  eventNotFound: 'Événement non trouvé',
  eventFinished: 'Cet événement est terminé',
  alreadyInvited: 'Une invitation a déjà été envoyée à cet utilisateur',
  selfInvite: 'Vous ne pouvez pas vous inviter vous-même',
  sendError: "Une erreur est survenue lors de l'envoi de l'invitation",
  connectionError: 'Erreur de connexion au serveur',
  loginToSeeReceived: 'Veuillez vous connecter pour voir vos invitations',
  loginToSeeSent: 'Veuillez vous connecter pour voir vos invitations envoyées',
  listError: 'Une erreur est survenue lors de la récupération des invitations',
  loginToRespond: "Veuillez vous connecter pour répondre à l'invitation",
  notFound: 'Invitation non trouvée',
  cannotAccept: 'Cette invitation ne peut plus être acceptée',
  cannotDecline: 'Cette invitation ne peut plus être refusée',
  onlyRecipient: 'Seul le destinataire peut répondre à cette invitation',
  respondError: "Une erreur est survenue lors de la réponse à l'invitation",
  badRequest: 'Requête invalide',
  loginToCancel: "Veuillez vous connecter pour annuler l'invitation",
  notAllowedToCancel: "Vous n'êtes pas autorisé à annuler cette invitation",
  cannotCancel: 'Cette invitation ne peut plus être annulée',
  internal: 'Erreur interne du serveur',
  cancelError: "Une erreur est survenue lors de l'annulation",
  noResponse: 'Pas de réponse du serveur',
  genericError: 'Une erreur est survenue',
  cancelFailed: "Échec de l'annulation",
  accepted: 'Invitation acceptée avec succès',
  declined: 'Invitation refusée avec succès',
  cancelled: 'Invitation annulée avec succès',
  received: 'Reçues',
  sentTab: 'Envoyées',
  statusConfirmed: 'Acceptée',
  statusDeclined: 'Refusée',
  statusPending: 'En attente',
  mailSubject: (event: string) => `Invitation : ${event}`,
} as const;

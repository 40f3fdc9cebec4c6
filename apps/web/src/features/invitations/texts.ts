/**
 * Labels of the invitation screens that only the web shows. The spec's own texts (modal title, button, tabs,
 * statuses, errors, success) are in `invitationMessages` of `@sanza/contracts`; these are the ones it leaves
 * open (ours).
 */
export const invitationTexts = {
  // Modal 'Inviter un ami'
  description: 'Envoyez une invitation par e-mail pour cet événement.',
  emailLabel: 'Email de votre ami',
  emailPlaceholder: 'ami@exemple.com',
  send: 'Envoyer',
  sending: 'Envoi…',
  // Page /invitations
  title: 'Invitations',
  loading: 'Chargement des invitations…',
  retry: 'Réessayer',
  invitedBy: 'Invité par',
  sentTo: 'Envoyée à',
  status: 'Statut',
  accept: 'Accepter',
  accepting: 'Acceptation…',
  decline: 'Refuser',
  declining: 'Refus…',
  cancel: 'Annuler',
  cancelLabel: (eventName: string, email: string) => `Annuler l'invitation à ${email} pour ${eventName}`,
  acceptLabel: (eventName: string) => `Accepter l'invitation pour ${eventName}`,
  declineLabel: (eventName: string) => `Refuser l'invitation pour ${eventName}`,
  cancelConfirmTitle: 'Annuler cette invitation ?',
  cancelConfirmText: (email: string, eventName: string) =>
    `${email} ne pourra plus répondre à votre invitation pour «\u00a0${eventName}\u00a0».`,
  cancelConfirm: 'Oui, annuler',
  cancelKeep: 'Non, garder',
  emptyReceivedTitle: 'Aucune invitation reçue pour le moment.',
  emptyReceivedText: 'Quand un ami vous invitera à un événement, son invitation apparaîtra ici.',
  emptySentTitle: "Vous n'avez envoyé aucune invitation.",
  emptySentText:
    'Ouvrez un événement et choisissez «\u00a0Inviter des amis\u00a0» pour y convier vos proches.',
  emptyCta: 'Découvrir les événements',
  unverifiedNotice: 'Confirmez votre adresse e-mail pour voir les invitations qui vous sont envoyées.',
} as const;

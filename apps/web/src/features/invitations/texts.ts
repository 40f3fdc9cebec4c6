/**
 * Labels of the invitation modal that only the web shows. The spec's own texts (title, button, errors,
 * success) are in `invitationMessages` of `@sanza/contracts`; these are the ones it leaves open (ours).
 */
export const invitationTexts = {
  description: 'Envoyez une invitation par e-mail pour cet événement.',
  emailLabel: 'Email de votre ami',
  emailPlaceholder: 'ami@exemple.com',
  send: 'Envoyer',
  sending: 'Envoi…',
} as const;

// Texts of the notification settings the spec does not give (its own come from @sanza/contracts/constants).

export const notificationTexts = {
  preferencesTitle: 'E-mails',
  preferencesLoadError: 'Impossible de charger vos préférences d’e-mail.',
  preferencesSaveError: 'Votre préférence n’a pas été enregistrée. Réessayez.',
} as const;

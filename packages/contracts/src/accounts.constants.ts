// Zod-free part of the accounts contract: texts, limits and pure rules the web shell imports
// without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/** Every text of accounts and access: the spec's, and ours where it leaves them open (docs/decisions/120). */
export const accountMessages = {
  // Sign-in
  loginFailed: "Nom d'utilisateur ou mot de passe incorrect",
  loginPasswordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  usernameOrEmailRequired: "Le nom d'utilisateur ou l'email est requis",
  captchaRequired: 'Veuillez valider le captcha',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  invalidRefresh: 'Session expirée. Veuillez vous reconnecter.',
  // Registration
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameTooLong: "Le nom d'utilisateur ne doit pas dépasser 30 caractères",
  usernameCharset:
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et les caractères . _ -",
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  emailRequired: "L'email est requis",
  emailInvalid: "L'email n'est pas valide",
  emailTaken: 'Un compte existe déjà avec cet email',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordUppercase: 'Le mot de passe doit contenir au moins une lettre majuscule',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  termsRequired: "Vous devez accepter les conditions générales d'utilisation",
  registerFailed: "Une erreur est survenue lors de l'inscription",
  // Password reset
  resetEmailInvalid: 'Email invalide',
  resetRequested: 'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
  resetRequestFailed: 'Une erreur est survenue. Essayez encore.',
  resetInvalid: 'Mot de passe invalide ou lien expiré.',
  resetDone: 'Votre mot de passe a été réinitialisé.',
  newPasswordRequired: 'Mot de passe requis',
  confirmationRequired: 'Confirmation requise',
  resetMailSubject: 'Réinitialisation de votre mot de passe Sanza',
  resetMailText: (username: string, link: string) =>
    [
      `Bonjour ${username},`,
      '',
      'Vous avez demandé à réinitialiser votre mot de passe Sanza. Ouvrez ce lien pour en choisir un nouveau ' +
        '(valable 1 heure, utilisable une seule fois) :',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      "L'équipe Sanza",
    ].join('\n'),
  // Sensitive changes (e-mail, password): the current password first
  currentPasswordRequired: 'Mot de passe actuel requis',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  noPasswordYet:
    "Ce compte n'a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié ? », puis réessayez.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordChangedMailSubject: 'Votre mot de passe Sanza a été modifié',
  passwordChangedMailText: (username: string, resetLink: string) =>
    [
      `Bonjour ${username},`,
      '',
      "Le mot de passe de votre compte Sanza vient d'être modifié. Vos autres sessions ont été fermées.",
      '',
      "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe dès maintenant :",
      '',
      resetLink,
      '',
      "L'équipe Sanza",
    ].join('\n'),
  // E-mail confirmation (at registration, and for a new address)
  emailConfirmInvalid: 'Lien de confirmation invalide ou expiré',
  emailAlreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  emailLinkSent: (email: string) => `Un lien de confirmation a été envoyé à ${email}.`,
  confirmMailSubject: 'Confirmez votre adresse e-mail Sanza',
  confirmMailText: (username: string, link: string) =>
    [
      `Bonjour ${username},`,
      '',
      'Confirmez votre adresse e-mail Sanza en ouvrant ce lien (valable 24 heures, utilisable une seule fois) :',
      '',
      link,
      '',
      "Tant qu'elle n'est pas confirmée, les invitations envoyées à cette adresse ne s'affichent pas dans votre compte.",
      '',
      "Si vous n'avez rien demandé sur Sanza, ignorez ce message.",
      '',
      "L'équipe Sanza",
    ].join('\n'),
  emailChangeMailText: (username: string, link: string) =>
    [
      `Bonjour ${username},`,
      '',
      'Vous avez demandé à utiliser cette adresse pour votre compte Sanza. Confirmez-la en ouvrant ce lien ' +
        '(valable 24 heures, utilisable une seule fois) :',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne changera.",
      '',
      "L'équipe Sanza",
    ].join('\n'),
  emailChangeRequestedMailSubject: "Demande de changement d'adresse e-mail sur Sanza",
  emailChangeRequestedMailText: (username: string, newEmail: string, resetLink: string) =>
    [
      `Bonjour ${username},`,
      '',
      `Un changement de l'adresse e-mail de votre compte Sanza vers ${newEmail} a été demandé. ` +
        "Rien ne change tant que cette nouvelle adresse n'est pas confirmée.",
      '',
      "Si vous n'êtes pas à l'origine de cette demande, quelqu'un connaît votre mot de passe : " +
        "réinitialisez-le dès maintenant, ce qui annule aussi le changement d'adresse :",
      '',
      resetLink,
      '',
      "L'équipe Sanza",
    ].join('\n'),
  emailChangedMailSubject: 'Votre adresse e-mail Sanza a été changée',
  emailChangedMailText: (username: string, newEmail: string) =>
    [
      `Bonjour ${username},`,
      '',
      `L'adresse e-mail de votre compte Sanza est désormais ${newEmail}. Les prochains messages partiront vers elle.`,
      '',
      "Si vous n'êtes pas à l'origine de ce changement, répondez à ce message : notre équipe vous aidera à " +
        'récupérer votre compte.',
      '',
      "L'équipe Sanza",
    ].join('\n'),
  // Identity provider
  idpTokenInvalid: "Jeton du fournisseur d'identité invalide ou expiré",
  // Profile
  firstNameTooShort: 'Le prénom doit contenir au moins 2 caractères',
  firstNameTooLong: 'Le prénom ne doit pas dépasser 150 caractères',
  lastNameTooShort: 'Le nom doit contenir au moins 2 caractères',
  lastNameTooLong: 'Le nom ne doit pas dépasser 150 caractères',
  birthDateInvalid: 'Date de naissance invalide',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur',
  genderInvalid: 'Le genre doit être M ou F',
  phoneRequired: 'Numéro de téléphone requis',
  phoneFormat: 'Le numéro doit être au format international (+999999999)',
  urlInvalid: 'URL invalide',
  interestsTooLong: "Les centres d'intérêt ne doivent pas dépasser 500 caractères",
  avatarType: 'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.',
  avatarTooLarge: 'Le fichier est trop volumineux. Maximum 5MB.',
  avatarMissing: 'Veuillez choisir une image',
  avatarUpdateFailed: "Erreur lors de la mise à jour de l'avatar",
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters (accents included), digits, dot, underscore, hyphen; never `@`, so sign-in by email is unambiguous. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN = 8;
/** Upper bound so a huge password cannot make hashing expensive. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 150;
export const INTERESTS_MAX = 500;
export const URL_MAX = 500;
/** Optional plus, then 2 to 15 digits, the first not 0. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Lifetimes: the access token's 5 minutes are the spec's; the rest are ours. */
export const REFRESH_TOKEN_TTL_S = 24 * 3600;
export const IDP_TOKEN_TTL_S = 24 * 3600;
export const PASSWORD_RESET_TTL_S = 3600;
export const EMAIL_CONFIRMATION_TTL_S = 24 * 3600;
/** Confirmation links one account may be sent an hour (registration, address changes, resends). */
export const EMAIL_LINKS_PER_HOUR = 5;
/**
 * Wrong current passwords (counted with failed sign-ins against the account) within the sign-in failure window
 * after which a change of e-mail or password is refused with 429 until the window passes.
 */
export const CURRENT_PASSWORD_MAX_FAILURES = 5;
/** Failed sign-ins (per client address or per account) within the window after which a captcha is required. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;

/** The messages of every password rule the password breaks, in the order a form shows them. */
export function passwordProblems(password: string): string[] {
  const out: string[] = [];
  if (password.length < PASSWORD_MIN) out.push(accountMessages.passwordTooShort);
  if (password.length > PASSWORD_MAX) out.push(accountMessages.passwordTooLong);
  if (!/\p{Lu}/u.test(password)) out.push(accountMessages.passwordUppercase);
  if (!/\p{N}/u.test(password)) out.push(accountMessages.passwordDigit);
  if (!/[^\p{L}\p{N}\s]/u.test(password)) out.push(accountMessages.passwordSpecial);
  return out;
}

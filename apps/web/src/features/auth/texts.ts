/**
 * Texts of the account screens that only the web shows. The spec's own messages (validation, errors) are in
 * `accountMessages` of `@sanza/contracts`, shared with the server; these are labels, titles and the texts
 * the spec leaves open (ours).
 */
export const authTexts = {
  // Captcha
  captchaLegend: 'Vérification anti-robot',
  captchaWaiting: 'La vérification anti-robot démarrera quand vous remplirez le formulaire.',
  captchaLoading: 'Chargement de la vérification anti-robot…',
  captchaLoadFailed:
    "La vérification anti-robot n'a pas pu se charger. Vérifiez votre connexion puis rechargez la page.",
  // Sign-in
  loginTitle: 'Connexion',
  loginIntro: 'Retrouvez vos billets, vos enchères et vos playlists.',
  usernameLabel: "Nom d'utilisateur ou email",
  passwordLabel: 'Mot de passe',
  forgotPassword: 'Mot de passe oublié ?',
  loginSubmit: 'Se connecter',
  loginBusy: 'Connexion…',
  loginFailedFallback: 'Connexion impossible. Vérifiez vos identifiants et réessayez.',
  noAccount: 'Pas encore de compte ?',
  registerLink: 'Créer un compte',
  orSeparator: 'ou',
  providerButton: (name: string) => `Continuer avec ${providerLabel(name)}`,
  providerFailed:
    "La connexion avec le fournisseur d'identité a échoué. Réessayez ou utilisez votre mot de passe.",
  providerSigningIn: 'Connexion en cours…',
  // Registration
  registerTitle: 'Inscription',
  registerIntro: 'Créez votre compte gratuit pour réserver, enchérir et écouter.',
  registerUsernameLabel: "Nom d'utilisateur",
  emailLabel: 'Email',
  newPasswordLabel: 'Mot de passe',
  confirmPasswordLabel: 'Confirmation du mot de passe',
  passwordHint: '8 caractères minimum, dont une majuscule, un chiffre et un caractère spécial.',
  termsBefore: "J'accepte les ",
  termsLink: "conditions générales d'utilisation",
  termsNewTab: '(nouvel onglet)',
  registerSubmit: "S'inscrire",
  registerBusy: 'Inscription…',
  registerBlocked: 'Pour continuer :',
  registerSuccess: 'Inscription réussie ! Vous pouvez maintenant vous connecter.',
  haveAccount: 'Déjà un compte ?',
  signInLink: 'Se connecter',
  // Password reset
  resetTitle: 'Mot de passe oublié',
  resetIntro: 'Indiquez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  resetSubmit: 'Envoyer le lien',
  resetBusy: 'Envoi…',
  backToLogin: 'Retour à la connexion',
  newPasswordTitle: 'Nouveau mot de passe',
  newPasswordIntro: 'Choisissez votre nouveau mot de passe.',
  newPassword1Label: 'Nouveau mot de passe',
  newPassword2Label: 'Confirmation du mot de passe',
  newPasswordSubmit: 'Enregistrer le mot de passe',
  newPasswordBusy: 'Enregistrement…',
  resetRedirect: (seconds: number) =>
    `Redirection vers la connexion dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  loginNow: 'Se connecter maintenant',
  // E-mail confirmation link
  emailConfirmTitle: 'Confirmation de votre adresse e-mail',
  emailConfirmIntro: 'Le lien reçu par e-mail confirme que cette adresse est bien la vôtre.',
  emailConfirming: 'Confirmation en cours…',
  emailConfirmed: (email: string) => `Votre adresse e-mail ${email} est confirmée.`,
  emailConfirmFailedHint: 'Vous pouvez demander un nouveau lien depuis votre profil.',
  toInvitations: 'Voir mes invitations',
  toProfile: 'Aller à mon profil',
} as const;

/** A provider's name as people write it: `google` → `Google`. */
export function providerLabel(name: string): string {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** Texts of the profile page; the validation messages are the contracts'. */
export const profileTexts = {
  loading: 'Chargement en cours...',
  loadFailed: "Votre profil n'a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  retry: 'Réessayer',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saveFailed: "L'enregistrement a échoué. Réessayez.",
  avatarAlt: (name: string) => `Photo de profil de ${name}`,
  // Profile photo
  avatarTitle: 'Photo de profil',
  avatarIntro: 'JPG, PNG ou WebP, 5 Mo au maximum.',
  avatarChoose: 'Choisir une photo',
  avatarPreview: 'Aperçu de la nouvelle photo',
  avatarSave: 'Enregistrer la photo',
  avatarSaved: 'Photo de profil mise à jour.',
  // Personal information
  personalTitle: 'Informations personnelles',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  emailLabel: 'Email',
  birthDateLabel: 'Date de naissance (facultatif)',
  genderLabel: 'Genre',
  genderNone: 'Non précisé',
  genderMale: 'Homme',
  genderFemale: 'Femme',
  personalSaved: 'Informations personnelles enregistrées.',
  currentPasswordLabel: 'Mot de passe actuel',
  emailChangeHint: "Pour changer d'adresse e-mail, saisissez votre mot de passe actuel.",
  emailChangeSent: (pending: string, email: string) =>
    `Un lien de confirmation a été envoyé à ${pending}. ${email} reste votre adresse jusqu'à sa confirmation.`,
  emailVerified: 'Adresse confirmée.',
  emailUnverified: 'Adresse non confirmée : ouvrez le lien reçu par e-mail pour la confirmer.',
  emailPending: (pending: string, email: string) =>
    `Nouvelle adresse en attente de confirmation : ${pending}. Ouvrez le lien reçu à cette adresse ; d'ici là, ${email} reste votre adresse.`,
  resendLink: 'Renvoyer le lien',
  resending: 'Envoi…',
  // Password
  passwordTitle: 'Mot de passe',
  passwordIntro: 'Changer de mot de passe ferme vos sessions sur vos autres appareils.',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmation du nouveau mot de passe',
  passwordSave: 'Changer le mot de passe',
  // Contact
  contactTitle: 'Coordonnées',
  phoneLabel: 'Numéro de téléphone',
  phoneHint: 'Au format international, par exemple +242061234567.',
  contactSaved: 'Coordonnées enregistrées.',
  // Social networks
  socialTitle: 'Réseaux sociaux',
  socialIntro: "Collez l'adresse de vos pages ; laissez vide ce que vous n'utilisez pas.",
  socialSaved: 'Réseaux sociaux enregistrés.',
  // Interests
  interestsTitle: "Centres d'intérêt",
  interestsLabel: "Vos centres d'intérêt",
  interestsHint: 'Séparez-les par des virgules : rumba, afrobeat, concerts…',
  interestsList: "Centres d'intérêt saisis",
  interestsSaved: "Centres d'intérêt enregistrés.",
} as const;

/** Labels and placeholders of the four social networks, in the order the form shows them. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/votre-page' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/votre-compte' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://www.tiktok.com/@votre-compte' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@votre-chaine' },
] as const;

/** Accounts of the local identity provider the e2e server starts, by subject (the login typed on its form). */
export const OIDC_ACCOUNTS = {
  'kinshasa-fan': {
    email: 'kinshasa.fan@example.org',
    email_verified: true,
    given_name: 'Mireille',
    family_name: 'Kalonji',
  },
};

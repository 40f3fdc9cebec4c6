import { expect, type Page, test } from '@playwright/test';
import {
  confirmEmailThroughMail,
  newAccount,
  registerAndSignIn,
  registerThroughUi,
  resetLinkPathFor,
  signInThroughUi,
  TINY_PNG,
  waitForCaptcha,
} from './accounts-support.ts';
import { OIDC_ACCOUNTS } from './oidc-accounts.ts';

/** A section of the profile page, by its title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('accounts and access', () => {
  // Proof of work in the page, a mail, a countdown: these journeys take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('register, sign in, edit every profile section, find it kept after reload, sign out', async ({
    page,
  }) => {
    const account = newAccount('awa');
    await registerThroughUi(page, account);
    await expect(
      page.getByText('Inscription réussie ! Vous pouvez maintenant vous connecter.'),
    ).toBeVisible();
    await expect(page.getByLabel("Nom d'utilisateur ou email")).toHaveValue(account.username);

    await signInThroughUi(page, account, '');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Mes Réservations' })).toBeVisible();

    await page.getByRole('link', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Chargement en cours...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    const personal = section(page, 'Informations personnelles');
    await personal.getByLabel('Prénom').fill('Awa');
    await personal.getByLabel('Nom', { exact: true }).fill('Mbemba');
    await personal.getByLabel('Date de naissance (facultatif)').fill('1995-04-12');
    await personal.getByLabel('Genre').selectOption('F');
    await personal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(personal.getByText('Informations personnelles enregistrées.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Awa Mbemba' })).toBeVisible();
    // The message goes away by itself after about 3 seconds.
    await expect(personal.getByText('Informations personnelles enregistrées.')).toBeHidden({ timeout: 6000 });

    const contact = section(page, 'Coordonnées');
    await contact.getByLabel('Numéro de téléphone').fill('0612');
    await contact.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(contact.getByText('Le numéro doit être au format international (+999999999)')).toBeVisible();
    await contact.getByLabel('Numéro de téléphone').fill('+242061234567');
    await contact.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(contact.getByText('Coordonnées enregistrées.')).toBeVisible();

    const social = section(page, 'Réseaux sociaux');
    await social.getByLabel('Instagram').fill('pas une adresse');
    await social.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(social.getByText('URL invalide')).toBeVisible();
    await social.getByLabel('Instagram').fill('https://www.instagram.com/awa.mbemba');
    await social.getByLabel('YouTube').fill('https://www.youtube.com/@awambemba');
    await social.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(social.getByText('Réseaux sociaux enregistrés.')).toBeVisible();

    const interests = section(page, "Centres d'intérêt");
    await interests.getByLabel("Vos centres d'intérêt").fill('Rumba, Afrobeat ,  Concerts');
    await expect(interests.getByRole('listitem')).toHaveText(['Rumba', 'Afrobeat', 'Concerts']);
    await interests.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(interests.getByText("Centres d'intérêt enregistrés.")).toBeVisible();

    const photo = section(page, 'Photo de profil');
    await photo
      .getByLabel('Choisir une photo')
      .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: TINY_PNG });
    await expect(photo.getByText('Format de fichier non supporté. Utilisez JPG, PNG ou WebP.')).toBeVisible();
    await photo
      .getByLabel('Choisir une photo')
      .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photo.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
    await photo.getByRole('button', { name: 'Enregistrer la photo' }).click();
    await expect(photo.getByText('Photo de profil mise à jour.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Awa Mbemba' })).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Photo de profil de Awa Mbemba' }).first();
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\/.+\.png$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(
      section(page, 'Informations personnelles').getByLabel('Date de naissance (facultatif)'),
    ).toHaveValue('1995-04-12');
    await expect(section(page, 'Informations personnelles').getByLabel('Genre')).toHaveValue('F');
    await expect(section(page, 'Coordonnées').getByLabel('Numéro de téléphone')).toHaveValue('+242061234567');
    await expect(section(page, 'Réseaux sociaux').getByLabel('Instagram')).toHaveValue(
      'https://www.instagram.com/awa.mbemba',
    );
    await expect(section(page, 'Réseaux sociaux').getByLabel('YouTube')).toHaveValue(
      'https://www.youtube.com/@awambemba',
    );
    await expect(section(page, "Centres d'intérêt").getByLabel("Vos centres d'intérêt")).toHaveValue(
      'Rumba, Afrobeat, Concerts',
    );

    await page.getByRole('button', { name: 'Deconnexion' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        ['access', 'refresh', 'idp_access_token'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null]);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?next=%2Fprofile');
  });

  test('reset a forgotten password through the link received by mail', async ({ page }) => {
    const account = newAccount('reset');
    await registerThroughUi(page, account);

    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL('/reset-password');
    await page.getByLabel('Email').fill(account.email);
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(
      page.getByText('Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.'),
    ).toBeVisible();

    await page.goto(await resetLinkPathFor(account.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill('Makossa2027#');
    await page.getByLabel('Confirmation du mot de passe').fill('Makossa2027?');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByLabel('Confirmation du mot de passe').fill('Makossa2027#');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

    await expect(page.getByText('Votre mot de passe a été réinitialisé.')).toBeVisible();
    await expect(page.getByText(/Redirection vers la connexion dans \d+ secondes?\./)).toBeVisible();
    await expect(page).toHaveURL('/auth2/login', { timeout: 13_000 });

    await signInThroughUi(page, { username: account.username, password: account.password }, '');
    await expect(page.getByRole('alert')).toContainText("Nom d'utilisateur ou mot de passe incorrect");
    await page.getByLabel('Mot de passe', { exact: true }).fill('Makossa2027#');
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Mes Réservations' })).toBeVisible();

    // The link is single-use: following it again shows the red box.
    await page.getByRole('button', { name: 'Deconnexion' }).click();
    await page.goto(await resetLinkPathFor(account.email));
    await page.getByLabel('Nouveau mot de passe').fill('Soukous2028!');
    await page.getByLabel('Confirmation du mot de passe').fill('Soukous2028!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('alert')).toContainText('Mot de passe invalide ou lien expiré.');
  });

  test('change the e-mail (confirmed by the link mailed to the new address) and the password from the profile', async ({
    page,
  }) => {
    const account = await registerAndSignIn(page, 'change', '/profile');
    const newEmail = newAccount('nouvelle').email;
    const personal = section(page, 'Informations personnelles');
    await expect(personal.getByText('Adresse non confirmée', { exact: false })).toBeVisible();

    // A new address asks for the current password; the old address stays until the link is followed.
    await personal.getByLabel('Prénom').fill('Awa');
    await personal.getByLabel('Nom', { exact: true }).fill('Mbemba');
    await personal.getByLabel('Email').fill(newEmail);
    const current = personal.getByLabel('Mot de passe actuel');
    await current.fill('Pas-le-bon1!');
    await personal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(personal.getByText('Mot de passe actuel incorrect')).toBeVisible();
    await current.fill(account.password);
    await personal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      personal.getByText(`Un lien de confirmation a été envoyé à ${newEmail}.`, { exact: false }),
    ).toBeVisible();
    await expect(personal.getByLabel('Email')).toHaveValue(account.email);
    await expect(
      personal.getByText(`Nouvelle adresse en attente de confirmation : ${newEmail}.`, { exact: false }),
    ).toBeVisible();

    await confirmEmailThroughMail(page, newEmail);
    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible();
    await expect(section(page, 'Informations personnelles').getByText('Adresse confirmée.')).toBeVisible();

    // The password: the current one, then a new one; this session keeps going with the tokens it got back.
    const password = section(page, 'Mot de passe');
    await password.getByLabel('Mot de passe actuel', { exact: true }).fill(account.password);
    await password.getByLabel('Nouveau mot de passe', { exact: true }).fill('Makossa2027#');
    await password.getByLabel('Confirmation du nouveau mot de passe').fill('Makossa2027#');
    await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(password.getByText('Votre mot de passe a été modifié.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Awa Mbemba' })).toBeVisible();

    await page.getByRole('button', { name: 'Deconnexion' }).click();
    await signInThroughUi(page, { username: newEmail, password: 'Makossa2027#' });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Mes Réservations' })).toBeVisible();
  });

  test('a visitor is sent from a protected page to /login and back after signing in', async ({ page }) => {
    const account = newAccount('guard');
    await registerThroughUi(page, account);

    await page.goto('/reservation/3/checkout');
    await expect(page).toHaveURL('/login?next=%2Freservation%2F3%2Fcheckout');
    await signInThroughUi(page, account, '');
    await expect(page).toHaveURL('/reservation/3/checkout');
    await expect(page.getByRole('link', { name: 'Mes Réservations' })).toBeVisible();

    // Signed in, /login and /register lead to the home page.
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/register');
    await expect(page).toHaveURL('/');
  });

  test('the register screen keeps its submit disabled until captcha and terms, and links the terms', async ({
    page,
  }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: "S'inscrire" });
    await expect(submit).toBeDisabled();
    const terms = page.getByRole('link', { name: /conditions générales d'utilisation/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('href', '/terms');
    await page.getByRole('checkbox', { name: /J'accepte/ }).check();
    await expect(submit).toBeDisabled();
    await page.getByLabel("Nom d'utilisateur").fill('ab');
    await waitForCaptcha(page);
    await expect(submit).toBeEnabled();
    // From the keyboard: a click could land where the button was before the field's error pushed it down.
    await submit.press('Enter');
    await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible();
    await expect(page.getByText("L'email est requis")).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  });

  test('sign in through the identity provider', async ({ page }) => {
    const [subject, claims] = Object.entries(OIDC_ACCOUNTS)[0]!;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continuer avec Google' }).click();

    // The local provider's own sign-in form (oidc-provider's development interaction).
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill('peu-importe');
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL('/', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('idp_access_token'))).toMatch(/^idp_/);
    await page.getByRole('link', { name: 'Mon profil' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${claims.given_name} ${claims.family_name}` }),
    ).toBeVisible();
    await expect(page.getByText(claims.email)).toBeVisible();

    // A reload keeps the session: the provider token is validated with the server.
    await page.reload();
    await expect(page.getByText(claims.email)).toBeVisible();
  });
});

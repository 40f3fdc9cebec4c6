import { expect, test } from '@playwright/test';
import { confirmationLinkPathFor, newAccount, registerAndSignIn } from './accounts-support.ts';
import { OUT_DIR, type ShootOptions, SIZES, shoot } from './screens-support.ts';

// Screenshots of the e-mail and password changes for review and the docs. Not a check: only taken on request,
// `SCREENSHOTS=1 node scripts/run-e2e.mjs account-security.screens.ts`.

const SHOT: ShootOptions = { full: 'phone' };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 90_000 });

    test('profile with a pending address, the password section, the confirmation page @screens', async ({
      page,
    }) => {
      const account = await registerAndSignIn(page, 'securite', '/profile');
      const personal = page.getByRole('region', { name: 'Informations personnelles', exact: true });
      const newEmail = newAccount('nouvelle').email;
      await personal.getByLabel('Prénom').fill('Awa');
      await personal.getByLabel('Nom', { exact: true }).fill('Mbemba');
      await personal.getByLabel('Email').fill(newEmail);
      await expect(personal.getByLabel('Mot de passe actuel')).toBeVisible();
      await personal.getByLabel('Mot de passe actuel').fill(account.password);
      await personal.scrollIntoViewIfNeeded();
      await shoot(page, `profile-email-change-${size.suffix}`, { full: 'never' });
      await personal.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        personal.getByText('Nouvelle adresse en attente de confirmation', { exact: false }),
      ).toBeVisible();
      await shoot(page, `profile-email-pending-${size.suffix}`, SHOT);

      const password = page.getByRole('region', { name: 'Mot de passe', exact: true });
      await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await password.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT_DIR}profile-password-${size.suffix}.png` });

      await page.goto(await confirmationLinkPathFor(newEmail));
      await expect(page.getByText(`Votre adresse e-mail ${newEmail} est confirmée.`)).toBeVisible();
      await shoot(page, `email-confirmed-${size.suffix}`);
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText('Lien de confirmation invalide ou expiré');
      await shoot(page, `email-confirm-invalid-${size.suffix}`);
    });
  });
}

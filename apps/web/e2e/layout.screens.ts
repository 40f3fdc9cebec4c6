import { expect, test } from '@playwright/test';
import { portraitPng, registerAndSignIn, waitForCaptcha } from './accounts-support.ts';
import { OUT_DIR, type ShootOptions, SIZES, shoot } from './screens-support.ts';

/** The visible page only. */
const SHOT: ShootOptions = { checkSideScroll: false };

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 90_000 });

    test(`home page @screens`, async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Événements à Venir' }).getByRole('article').first(),
      ).toBeVisible();
      await shoot(page, `home-${size.suffix}`, SHOT);
    });

    test(`sign-in and sign-up pages @screens`, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel("Nom d'utilisateur ou email").fill('awa_m');
      await waitForCaptcha(page);
      await shoot(page, `login-${size.suffix}`, SHOT);

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
      // The captcha's code comes once the form is entered.
      await page.getByLabel("Nom d'utilisateur").fill('awa_m');
      await expect(page.locator('altcha-widget')).toBeVisible();
      await shoot(page, `register-${size.suffix}`, SHOT);
    });

    test(`terms page @screens`, async ({ page }) => {
      await page.goto('/terms');
      await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
      await shoot(page, `terms-${size.suffix}`, SHOT);
    });

    test(`filled profile page @screens`, async ({ page }) => {
      await registerAndSignIn(page, 'ecran');
      // Filled through the API with the session the page holds, then shown as the user sees it.
      const status = await page.evaluate(async () => {
        const response = await fetch('/api/auth/user/', {
          method: 'PATCH',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('access')}`,
          },
          body: JSON.stringify({
            first_name: 'Awa',
            last_name: 'Mbemba',
            birth_date: '1995-04-12',
            gender: 'F',
            phone_number: '+242061234567',
            interests: 'Rumba, Afrobeat, Concerts, Festivals',
            social_links: {
              instagram: 'https://www.instagram.com/awa.mbemba',
              youtube: 'https://www.youtube.com/@awa',
            },
          }),
        });
        return response.status;
      });
      expect(status).toBe(200);
      await page.goto('/profile');
      const photo = page.getByRole('region', { name: 'Photo de profil' });
      await photo
        .getByLabel('Choisir une photo')
        .setInputFiles({ name: 'awa.png', mimeType: 'image/png', buffer: portraitPng() });
      await photo.getByRole('button', { name: 'Enregistrer la photo' }).click();
      await expect(photo.getByText('Photo de profil mise à jour.')).toBeVisible();
      await shoot(page, `profile-${size.suffix}`, SHOT);
      await page.screenshot({ path: `${OUT_DIR}profile-${size.suffix}-full.png`, fullPage: true });
    });
  });
}

import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { PHONE, publishTonight } from './door-support.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';

// The organizer's side of the door, on phones: the organizer names a door staff member by username;
// that member, who holds no studio role, finds the door from their account, sells 2 tickets for cash at the gate
// (1 walks in, 1 QR code shown), and the organizer's sales page counts the cash per seller.

const DESKTOP = { width: 1280, height: 800 } as const;

test.use({ viewport: PHONE });

// Password hashes, a new page's code and the sale's transaction take longer than 5 s on a loaded machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Screenshots for review, at 360×740 and on a desktop, only when E2E_SHOTS_DIR names a folder: of `target` (a
 * section), of the whole page (`'full'`), else of the screen as the phone shows it.
 */
async function shots(page: Page, name: string, target?: Locator | 'full'): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const shoot = (path: string) =>
    target && target !== 'full'
      ? target.screenshot({ path })
      : page.screenshot({ path, fullPage: target === 'full' });
  await shoot(`${dir}/${name}-mobile.png`);
  await page.setViewportSize(DESKTOP);
  await shoot(`${dir}/${name}-desktop.png`);
  await page.setViewportSize(PHONE);
}

/** Nothing scrolls sideways at 360 px. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** A phone of its own for `browser`. */
const newPhone = async (browser: Browser) => (await browser.newContext({ viewport: PHONE })).newPage();

test('an organizer names a door staff member; the member sells 2 tickets at the gate (1 admitted, 1 QR code); the sales page counts the cash per seller', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(240_000);
  const doorman = await newPhone(browser);
  const [, staff] = await Promise.all([
    signInThroughUi(organizer, ORGANIZER_ACCOUNT, `/login?next=${encodeURIComponent('/studio/events')}`),
    registerAndSignIn(doorman, 'controleur', '/profile'),
  ]);
  await expect(organizer).toHaveURL('/studio/events');
  const tonight = await publishTonight(organizer, {
    name: 'Concert au guichet',
    description: 'Une soirée vendue aussi à l’entrée.',
    ticketType: { name: 'Standard', price: 5000, quantity: 40 },
  });
  const event = { serialId: tonight.serial_id, name: tonight.name };

  // Before being named, the member has no door on their account.
  await expect(doorman.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(doorman.getByRole('heading', { name: "Contrôle à l'entrée" })).toHaveCount(0);

  // The organizer names them in « Contrôleurs »; an unknown username is refused under the field.
  await organizer.goto(`/studio/events/${event.serialId}`);
  const section = organizer.getByRole('region', { name: 'Contrôleurs' });
  await expect(
    section.getByText('Aucun contrôleur pour le moment : vous seul contrôlez les billets.'),
  ).toBeVisible();
  const field = section.getByLabel("Nom d'utilisateur du contrôleur");
  await field.fill('personne_inconnue_e2e');
  await section.getByRole('button', { name: 'Ajouter' }).click();
  await expect(
    section.getByText("Aucun compte ne porte le nom d'utilisateur « personne_inconnue_e2e »"),
  ).toBeVisible();
  await field.fill(staff.username);
  await section.getByRole('button', { name: 'Ajouter' }).click();
  await expect(section.getByText(`${staff.username} contrôle maintenant cet événement.`)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Contrôleurs de cet événement' })).toContainText(
    staff.username,
  );
  await expectNoSideScroll(organizer);
  await shots(organizer, 'door-staff-section', section);

  // The member, with no studio role, finds the door on their account, with tonight's event.
  await doorman.reload();
  const entry = doorman.getByRole('region', { name: "Contrôle à l'entrée" });
  await expect(entry).toBeVisible();
  await entry.getByRole('link', { name: 'Ouvrir le contrôle des billets' }).click();
  await expect(doorman).toHaveURL(/\/studio\/door/);
  await expect(doorman.getByRole('heading', { level: 1, name: 'Contrôle des billets' })).toBeVisible();

  // At the gate: 2 tickets for Mireille, 1 walks in now, the other gets a QR code.
  await doorman.goto(`/studio/events/${event.serialId}/door-sale`);
  await expect(doorman.getByRole('heading', { level: 1, name: "Vente à l'entrée" })).toBeVisible();
  const types = doorman.getByRole('group', { name: 'Type de billet' });
  await expect(types.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(types).toContainText('40 restant(s)');
  await doorman.getByRole('group', { name: 'Nombre de billets' }).getByText('2', { exact: true }).click();
  await doorman
    .getByRole('group', { name: 'Combien entrent maintenant ?' })
    .getByText('1', { exact: true })
    .click();
  await doorman.getByLabel("Nom de l'acheteur (facultatif)").fill('Mireille Ngoma');
  await expect(doorman.getByText(/^10\s000\sXAF$/)).toBeVisible();
  await expectNoSideScroll(doorman);
  // The sale's button stays in reach of the thumb, on the first screen.
  const submit = doorman.getByRole('button', { name: 'Valider la vente' });
  await expect(submit).toBeInViewport();
  await shots(doorman, 'door-sale-form');
  await submit.click();

  await expect(doorman.getByRole('heading', { name: 'Vente enregistrée' })).toBeVisible();
  await expect(doorman.getByText('Montant à encaisser en espèces')).toBeVisible();
  await expect(doorman.getByText(/^10\s000\sXAF$/)).toBeVisible();
  await expect(doorman.getByText('1 personne(s) entrée(s) maintenant')).toBeVisible();
  const codes = doorman.getByRole('img', { name: /^QR code du billet Standard/ });
  await expect(codes).toHaveCount(1);
  // Big enough for another phone to scan from this screen.
  const box = await codes.first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(250);
  await expectNoSideScroll(doorman);
  await shots(doorman, 'door-sale-result', 'full');
  await doorman.getByRole('button', { name: 'Nouvelle vente' }).click();
  await expect(doorman.getByRole('group', { name: 'Type de billet' })).toContainText('38 restant(s)');

  // The organizer's sales page: one entered of two expected, and the cash this member holds.
  await organizer.goto(`/studio/events/${event.serialId}/sales`);
  await expect(organizer.getByText('Entrés / attendus')).toBeVisible();
  await expect(organizer.getByText('1 / 2', { exact: true })).toBeVisible();
  const cash = organizer.getByRole('region', { name: "Espèces encaissées à l'entrée" });
  await expect(
    cash.getByRole('row', { name: new RegExp(`^${staff.username} 2 10\\s000\\sXAF$`) }),
  ).toBeVisible();
  await expect(cash.getByRole('row', { name: /^Total 2 10\s000\sXAF$/ })).toBeVisible();
  await expectNoSideScroll(organizer);
  await shots(organizer, 'door-sales-cash', cash);
});

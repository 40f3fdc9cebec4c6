import { expect, type Page, test } from '@playwright/test';
import type { Song } from '@sanza/contracts';
import { registerAndSignIn } from './accounts-support.ts';

// « Mon forfait »: a listener sets a 1 Mo plan in the profile, then listens and browses. The app
// counts what the browser fetched (kept on the device), shows the meter in the player and the profile, warns
// at 80 %, plays Auto in Éco from 90 %, and holds a download once the plan is spent.

test.use({ viewport: { width: 360, height: 740 } });

type Usage = { bytes: number; byKind: Record<'audio' | 'images' | 'pages', number> };

/** What this device counted this period, as the app keeps it. */
const usage = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sanza.data-usage') ?? 'null') as Usage | null) ?? {
        bytes: 0,
        byKind: { audio: 0, images: 0, pages: 0 },
      },
  );

test('a 1 Mo plan: the meter fills as songs play, warns at 80 %, Auto plays Éco, a download waits for next month', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const songs = ((await (await request.get('/api/streaming/musics/')).json()) as Song[]).sort(
    (a, b) => a.id - b.id,
  );
  await registerAndSignIn(page, 'forfait', '/profile');

  // « Mon forfait »: off until switched on; a budget out of bounds is refused in French.
  const section = page.getByRole('region', { name: 'Mon forfait' });
  const toggle = section.getByRole('switch', { name: 'Suivre ma consommation de données' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  const budget = section.getByLabel('Budget mensuel pour Sanza (Mo)');
  await budget.fill('0');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(budget).toHaveAccessibleDescription(
    /Indiquez un forfait entre 1 et 100 000 Mo, en nombre entier\./,
  );
  await budget.fill('1');
  await section.getByLabel('Jour de renouvellement du forfait').selectOption('1');
  await section.getByRole('radio', { name: 'Attendre le mois prochain si le forfait est épuisé' }).check();
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByRole('status')).toHaveText('Forfait enregistré.');

  // The month starts now: what signing up cost is forgotten (a new period), the page counted from here.
  await page.evaluate(() => localStorage.removeItem('sanza.data-usage'));
  await page.reload();
  const meter = section.getByRole('meter', { name: 'Forfait Sanza' });
  await expect(meter).toHaveAttribute('aria-valuetext', /^\d+,\d\u00a0Mo sur 1,0\u00a0Mo \(\d+ %\)$/);
  expect((await usage(page)).bytes).toBeLessThan(800_000);
  await expect(section.getByRole('status')).toHaveCount(0);

  // Songs play one after the other (the song page, its cover, its audio) until 90 % of the plan is spent.
  const bar = page.getByRole('region', { name: 'Lecteur audio' });
  for (const song of songs) {
    if ((await usage(page)).bytes >= 900_000) break;
    await page.goto(`/musics/${song.reference_id}`);
    await page.getByRole('button', { name: 'Écouter', exact: true }).click();
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // The audio arrives while it plays; the count follows the browser's timings.
    await page.waitForTimeout(3000);
  }
  const spent = await usage(page);
  testInfo.annotations.push({ type: 'usage', description: JSON.stringify(spent) });
  expect(spent.bytes).toBeGreaterThanOrEqual(900_000);
  expect(spent.byKind.audio).toBeGreaterThan(0);

  // The player's meter shows it, and Auto now plays Éco.
  const playerMeter = bar.getByTestId('player-budget').filter({ visible: true });
  await expect(playerMeter).toHaveAttribute('title', /^Forfait Sanza : .* \((9\d|1\d\d) %\)$/);
  await expect(bar.getByRole('button', { name: "Qualité d'écoute : Auto (Éco)" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player-bar-360.png') });
  await bar.getByRole('button', { name: /^Ouvrir la lecture en cours/ }).click();
  const sheet = page.getByTestId('now-playing-sheet');
  await expect(sheet.getByTestId('sheet-budget').getByRole('status')).toHaveText(
    /^(Vous avez utilisé (9\d) % de votre forfait Sanza : Auto passe en Éco\.|Forfait Sanza épuisé : .*)$/,
  );
  await sheet.getByTestId('sheet-budget').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('player-sheet-360.png') });
  await sheet.getByRole('button', { name: 'Fermer' }).click();

  // At 81 % (set on the device, as if a page had cost it), the profile warns, and Auto stays itself.
  const setUsed = (bytes: number) =>
    page.evaluate((used) => {
      const stored = JSON.parse(localStorage.getItem('sanza.data-usage') ?? '{}');
      localStorage.setItem('sanza.data-usage', JSON.stringify({ ...stored, bytes: used }));
    }, bytes);
  await setUsed(810_000);
  await page.goto('/profile');
  await expect(section.getByTestId('budget-warning')).toHaveText(
    /^Vous avez utilisé 8\d % de votre forfait Sanza\.$/,
  );
  await expect(section.getByTestId('budget-warning')).toHaveRole('status');

  // The plan spent: a download waits for the next month instead of starting.
  await setUsed(1_000_000);
  const last = songs.at(-1)!;
  await page.goto(`/musics/${last.reference_id}`);
  await page.getByRole('button', { name: /^Télécharger · / }).click();
  await expect(page.getByTestId('download-status')).toHaveText(
    'Forfait Sanza épuisé : le téléchargement commencera au renouvellement de votre forfait (Mon forfait).',
  );
  const downloadsAsked = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/media/renditions/')),
  );
  testInfo.annotations.push({ type: 'renditions fetched', description: String(downloadsAsked.length) });
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sanza.downloads-held') ?? '[]').length))
    .toBe(1);

  // The profile says so too.
  await page.goto('/profile');
  await expect(section.getByTestId('budget-warning')).toHaveText(/^Forfait Sanza épuisé : Auto reste en Éco/);
  await expect(section.getByRole('meter', { name: 'Forfait Sanza' })).toHaveAttribute('aria-valuenow', '100');
  // The section's top under the sticky header.
  const showSection = () =>
    section.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 72));
  await showSection();
  await page.screenshot({ path: testInfo.outputPath('profile-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await showSection();
  await page.screenshot({ path: testInfo.outputPath('profile-desktop.png') });
  await page.goto(`/musics/${songs[0]!.reference_id}`);
  await page.getByRole('button', { name: 'Écouter', exact: true }).click();
  await expect(bar.getByTestId('player-budget').filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player-desktop.png') });
});

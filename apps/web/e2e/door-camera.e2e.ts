import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDoor, seedDoorEvent, verdictOf, writeQrVideo } from './door-support.ts';

// The door's camera reads a real ticket's QR code (Chromium's fake camera plays a video of it): the ticket is let
// in, the camera keeps scanning, and when the same ticket comes back in front of it, it is refused as already
// used, with when and by whom. Chromium on Linux has no BarcodeDetector: this is jsQR's reading.

/** The fake camera's video: one per run (the port is the run's own), written by the test before the camera opens. */
const VIDEO = join(tmpdir(), `sanza-door-camera-${process.env.E2E_PORT ?? 'local'}.y4m`);

// The fake camera is a launch option of the browser: this file gets a browser of its own.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

test('the camera admits a ticket, keeps scanning, then refuses it as already used', async ({ browser }) => {
  test.setTimeout(120_000);
  const {
    serialId,
    codes,
    organizer: phone,
  } = await seedDoorEvent(browser, 'camera_buyer', 1, {
    permissions: ['camera'],
  });
  await writeQrVideo(codes[0]!, VIDEO);
  const counter = await openDoor(phone, serialId, 1);

  await phone.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(phone.getByText('Visez le QR code : les billets se vérifient à la suite.')).toBeVisible();
  await expect(verdictOf(phone)).toHaveAttribute('data-tone', 'admitted', { timeout: 20_000 });
  await expect(verdictOf(phone)).toContainText('Billet valide : entrée autorisée');
  await expect(verdictOf(phone)).toContainText('Entrée libre · billet n° 1');
  await expect(counter).toHaveText('1 entré / 1 attendu');

  // The video shows a blank screen, then the same ticket again: the scanner never stopped.
  await expect(verdictOf(phone)).toHaveAttribute('data-tone', 'refused', { timeout: 20_000 });
  await expect(verdictOf(phone)).toContainText(/^Déjà entré à \d\d:\d\d \(contrôlé par e2e_organizer\)/);
  await phone.screenshot({ path: `${process.env.DOOR_SCREENS_DIR ?? tmpdir()}/door-camera-used.png` });
  await verdictOf(phone).click();
  await expect(phone.getByRole('button', { name: 'Arrêter la caméra' })).toBeVisible();
  await phone.screenshot({ path: `${process.env.DOOR_SCREENS_DIR ?? tmpdir()}/door-camera-scanning.png` });
});

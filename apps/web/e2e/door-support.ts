import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { registerAndSignIn, signInThroughUi } from './accounts-support.ts';
import { ORGANIZER_ACCOUNT } from './studio-accounts.ts';
import { callApi, isoInDouala } from './support.ts';

/** A phone held in one hand. */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * An event tonight (the door checks and the gate sells from the event's day on) with one ticket type, published
 * by the organizer signed in on `organizer`; its name made unique from `name`.
 */
export async function publishTonight(
  organizer: Page,
  {
    name,
    description,
    ticketType,
  }: { name: string; description: string; ticketType: Record<string, unknown> },
): Promise<{ serial_id: string; name: string; ticket_types: { id: number }[] }> {
  const unique = `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const event = await callApi<{ serial_id: string; ticket_types: { id: number }[] }>(
    organizer,
    'POST',
    '/api/studio/events/',
    {
      name: unique,
      description,
      category: 'concerts',
      venue: 'Espace Doual’art',
      city: 'Douala',
      starts_at: isoInDouala(0, '23:59'),
      ticket_types: [ticketType],
    },
  );
  expect(event.serial_id, JSON.stringify(event)).toBeTruthy();
  const published = await callApi<{ status: string }>(
    organizer,
    'POST',
    `/api/studio/events/${event.serial_id}/publish/`,
    {},
  );
  expect(published.status, JSON.stringify(published)).toBe('published');
  return { ...event, name: unique };
}

export type DoorEvent = {
  name: string;
  serialId: string;
  /** The QR codes' texts of the buyer's free tickets. */
  codes: string[];
  /** The organizer, signed in on a phone of their own, on /studio/events. */
  organizer: Page;
};

/**
 * An event tonight, published by the organizer (signed in on a new phone-sized context made with `options`), and
 * `tickets` free tickets taken by a new buyer: everything through the API, as the studio and the buyer's screens.
 */
export async function seedDoorEvent(
  browser: Browser,
  label: string,
  tickets: number,
  options: BrowserContextOptions = {},
): Promise<DoorEvent> {
  const organizer = await (await browser.newContext({ viewport: PHONE, ...options })).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await Promise.all([
    signInThroughUi(organizer, ORGANIZER_ACCOUNT, `/login?next=${encodeURIComponent('/studio/events')}`),
    registerAndSignIn(buyer, label),
  ]);
  await expect(organizer).toHaveURL('/studio/events');
  const event = await publishTonight(organizer, {
    name: 'Soirée à la porte',
    description: 'Une soirée contrôlée à l’entrée.',
    ticketType: { name: 'Entrée libre', price: 0, quantity: 50 },
  });
  // A free reservation is paid at once, with its e-tickets.
  const reservation = await callApi<{ serial_id: string }>(buyer, 'POST', '/api/tickets/reservations/', {
    ticket_type_id: event.ticket_types[0]!.id,
    quantity: tickets,
  });
  expect(reservation.serial_id, JSON.stringify(reservation)).toBeTruthy();
  const eTickets = await callApi<{ code: string }[]>(
    buyer,
    'GET',
    `/api/tickets/reservations/${reservation.serial_id}/tickets/`,
  );
  expect(eTickets, JSON.stringify(eTickets)).toHaveLength(tickets);
  await buyer.context().close();
  return {
    name: event.name,
    serialId: event.serial_id,
    codes: eTickets.map((ticket) => ticket.code),
    organizer,
  };
}

/** The door of `serialId` open on `page`, its list downloaded: answers the counter. */
export async function openDoor(page: Page, serialId: string, expected: number) {
  await page.goto(`/studio/door?evenement=${serialId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrôle des billets' })).toBeVisible();
  const counter = page.getByText(/entrés? \/ \d+ attendus?$/);
  await expect(counter).toHaveText(`0 entré / ${expected} ${expected > 1 ? 'attendus' : 'attendu'}`);
  return counter;
}

/** The full-screen verdict (it clears on a tap). */
export const verdictOf = (page: Page) => page.locator('button[data-tone]');

/** Types a code in the door's search field and submits it. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Nom ou code du billet').fill(code);
  await page.getByRole('button', { name: 'Vérifier' }).click();
}

const require = createRequire(import.meta.url);

/**
 * A video for Chromium's fake camera (Y4M), written at `path`: the QR code of `code` for 2 s, then a blank
 * screen for 4 s, looped by the browser, so the same ticket comes back in front of the camera.
 */
export async function writeQrVideo(code: string, path: string): Promise<void> {
  const QRCode = require('qrcode') as { toFile(path: string, text: string, options: object): Promise<void> };
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const dir = mkdtempSync(join(tmpdir(), 'sanza-door-qr-'));
  const png = join(dir, 'qr.png');
  await QRCode.toFile(png, code, { type: 'png', width: 200, margin: 4, errorCorrectionLevel: 'M' });
  execFileSync(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-t',
    '2',
    '-i',
    png,
    '-f',
    'lavfi',
    '-t',
    '4',
    '-i',
    'color=c=white:s=320x240:r=10',
    '-filter_complex',
    '[0]scale=200:200,pad=320:240:60:20:white,fps=10,format=yuv420p[qr];[1]format=yuv420p[blank];[qr][blank]concat=n=2:v=1[out]',
    '-map',
    '[out]',
    '-pix_fmt',
    'yuv420p',
    path,
  ]);
}

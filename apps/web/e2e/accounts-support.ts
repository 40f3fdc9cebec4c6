import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

export type Account = { username: string; email: string; password: string };

/** A fresh account, unique per test and per run (tests run in parallel on one server). */
export function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${label}_${id}`, email: `${label}.${id}@example.org`, password: 'Rumba2026!' };
}

/** Waits until the captcha widget inside `scope` has solved its proof of work in the page. */
export async function waitForCaptcha(scope: Locator | Page): Promise<void> {
  await expect(scope.locator('altcha-widget')).toBeVisible();
  await expect(scope.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 });
}

/** Registers through the sign-up screen: the widget solves the captcha in the page, the terms are ticked. */
export async function registerThroughUi(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await page.getByLabel("Nom d'utilisateur").fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmation du mot de passe').fill(account.password);
  await page.getByRole('checkbox', { name: /J'accepte les conditions générales d'utilisation/ }).check();
  await waitForCaptcha(page);
  const submit = page.getByRole('button', { name: "S'inscrire" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL('/login');
}

/** Signs in through the sign-in screen at `path` (the captcha is solved in the page). */
export async function signInThroughUi(
  page: Page,
  account: Pick<Account, 'username' | 'password'>,
  path = '/login',
) {
  if (path) await page.goto(path);
  await page.getByLabel("Nom d'utilisateur ou email").fill(account.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A fresh account, registered and signed in through the screens, landing on `next` (the home page unless
 * told); answers the account.
 */
export async function registerAndSignIn(page: Page, label: string, next = '/'): Promise<Account> {
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, next === '/' ? '' : `/login?next=${encodeURIComponent(next)}`);
  await expect(page).toHaveURL(next);
  return account;
}

/** The decoded text of a quoted-printable mail body (soft line breaks and `=XX` escapes). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * The mails sent to `to`, newest first, as the server in e2e writes mails: `.eml` files in `DATA_DIR/mail`.
 * Empty while none has arrived (mails go out in the background).
 */
async function mailsTo(to: string): Promise<string[]> {
  const dataDir = process.env.SANZA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SANZA_E2E_DATA_DIR manquant');
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const bodies: string[] = [];
  for (const name of names.reverse()) {
    const raw = await readFile(join(dir, name), 'utf8');
    const headerEnd = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, headerEnd);
    if (!new RegExp(`^To:.*${to.replace(/[.]/g, '\\.')}`, 'im').test(headers)) continue;
    const body = raw.slice(headerEnd);
    bodies.push(
      /Content-Transfer-Encoding:\s*quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body,
    );
  }
  return bodies;
}

/**
 * The path of the newest link matching `pattern` mailed to `to`, waiting until `count` such mails have arrived
 * (a resent link replaces the first one: opening the first while the second is on its way would fail).
 */
async function linkPathMailedTo(to: string, pattern: RegExp, what: string, count = 1): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(to)).map((mail) => mail.match(pattern)?.[0]).filter(Boolean);
        path = links.length >= count && links[0] ? new URL(links[0]).pathname : null;
        return path;
      },
      { timeout: 15_000, message: `${what} pour ${to}` },
    )
    .not.toBeNull();
  return path!;
}

/** The path of the password-reset link of the newest mail to `to`, waiting for the mail to arrive. */
export function resetLinkPathFor(to: string): Promise<string> {
  return linkPathMailedTo(
    to,
    /https?:\/\/\S+?\/password-reset-confirm\/[^\s/]+\/[^\s/]+/,
    'mail de réinitialisation',
  );
}

/**
 * The path of the newest e-mail confirmation link mailed to `to` (registration or new address), once `count`
 * confirmation mails have arrived.
 */
export function confirmationLinkPathFor(to: string, count = 1): Promise<string> {
  return linkPathMailedTo(to, /https?:\/\/\S+?\/email-confirm\/[\w-]+/, 'lien de confirmation', count);
}

/**
 * Confirms `email` as its owner does: opens the link mailed to it, in `page`, and sees it confirmed; `count`
 * is the number of confirmation mails sent so far (2 after a resend).
 */
export async function confirmEmailThroughMail(page: Page, email: string, count = 1): Promise<void> {
  await page.goto(await confirmationLinkPathFor(email, count));
  await expect(page.getByText(`Votre adresse e-mail ${email} est confirmée.`)).toBeVisible();
}

/** A 1×1 PNG, the smallest profile photo there is. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A `size`×`size` PNG: a warm diagonal gradient with a light disc, a stand-in portrait for the screenshots. */
export function portraitPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const inDisc = (x - size / 2) ** 2 + (y - size * 0.42) ** 2 < (size * 0.2) ** 2;
      const inBody = (x - size / 2) ** 2 + ((y - size) * 1.4) ** 2 < (size * 0.45) ** 2;
      const [r, g, b] = inDisc || inBody ? [255, 214, 186] : [255 - 90 * t, 107 - 40 * t, 53 + 80 * t];
      row.set([r, g, b].map(Math.round), 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An unsigned access token expiring in `seconds`: enough for the client, refused by the server. */
export function fakeAccessToken(seconds = 3600): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp })}.signature`;
}

/**
 * Answers the calls the layout makes for a page signed in with a fake token (the server would refuse the token
 * with a 401, which signs the user out): the header's notification bell and cart count, and the account the menu reads to
 * offer the studio (a listener without studio roles).
 */
export async function answerSignedInLayout(page: Page): Promise<void> {
  await page.route(/\/api\/notifications\//, (route) =>
    route.fulfill({ json: { count: 0, next: null, previous: null, results: [], unread_count: 0 } }),
  );
  // The home page's « Vos artistes en concert » asks for the followed artists' next concerts.
  await page.route(/\/api\/events\/-\/followed\/$/, (route) => route.fulfill({ json: [] }));
  // The top bar's cart link counts the tickets waiting in the cart.
  await page.route(/\/api\/tickets\/cart\/$/, (route) =>
    route.fulfill({ json: { items: [], total_price: 0, count: 0 } }),
  );
  await page.route(/\/api\/auth\/user\/$/, (route) =>
    route.fulfill({
      json: {
        id: 1,
        username: 'auditeur',
        email: 'auditeur@example.org',
        first_name: '',
        last_name: '',
        avatar: null,
        birth_date: null,
        gender: null,
        phone_number: null,
        social_links: { facebook: '', instagram: '', tiktok: '', youtube: '' },
        interests: '',
        is_staff: false,
        roles: [],
        email_verified: true,
        pending_email: null,
      },
    }),
  );
}

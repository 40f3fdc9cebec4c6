import { type Browser, expect, type Page } from '@playwright/test';
import { newAccount, registerThroughUi, signInThroughUi } from './accounts-support.ts';

/** A page signed in as a fresh account (registered and signed in through the screens, captcha included). */
export async function buyerPage(
  browser: Browser,
  label: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  const account = newAccount(label);
  await registerThroughUi(page, account);
  await signInThroughUi(page, account, '');
  await expect(page).toHaveURL('/');
  return page;
}

/** Reserves one Standard ticket of 'Afrobeat Sunset' (12 000 XAF) and opens its checkout; answers its id. */
export async function reserveAndOpenCheckout(page: Page): Promise<string> {
  await page.goto('/events?q=afrobeat');
  await page.getByRole('link', { name: 'Réserver : Afrobeat Sunset' }).click();
  await page.getByRole('button', { name: /^Standard/ }).click();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/[^/]+$/);
  const serialId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('link', { name: 'Payer maintenant' }).click();
  await expect(page).toHaveURL(`/reservation/${serialId}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  return serialId;
}

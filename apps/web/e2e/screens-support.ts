import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { type Account, registerAndSignIn } from './accounts-support.ts';

/**
 * Where the screenshots for review go: `test-results/screenshots/` at the repository's root, ignored by git.
 * A picture a document shows is copied from there into `docs/screenshots/` by hand.
 */
export const OUT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** The widths every screen is taken at: a phone and a desktop. */
export const SIZES = [
  { suffix: 'mobile', width: 360, height: 740 },
  { suffix: 'desktop', width: 1280, height: 800 },
];

export type ShootOptions = {
  /** The whole page too: always, on phones only (narrower than 640 px: on the desktop lists fit), or never. */
  full?: 'always' | 'phone' | 'never';
  /** Wait for the network to rest first (default); off where the page keeps a live stream open. */
  networkIdle?: boolean;
  /** Wait until every picture has arrived, then shoot from the top; `'eager'` loads lazy ones below the fold too. */
  waitForImages?: boolean | 'eager';
  /** Wait until no skeleton pulses. */
  waitForPulses?: boolean;
  /** Check nothing scrolls sideways on this width (default). */
  checkSideScroll?: boolean;
};

/** The visible page and the whole page, once every picture has arrived (lazy ones too) and nothing pulses. */
export const SETTLED: ShootOptions = { full: 'always', waitForImages: 'eager', waitForPulses: true };

/** A screenshot of the visible page as `OUT_DIR/<name>.png`, and of the whole page as `<name>-full.png`. */
export async function shoot(page: Page, name: string, options: ShootOptions = {}): Promise<void> {
  const {
    full = 'never',
    networkIdle = true,
    waitForImages = false,
    waitForPulses = false,
    checkSideScroll = true,
  } = options;
  mkdirSync(OUT_DIR, { recursive: true });
  if (networkIdle) await page.waitForLoadState('networkidle');
  if (waitForImages === 'eager') {
    await page.evaluate(() => {
      for (const image of document.images) image.loading = 'eager';
    });
  }
  if (waitForImages) {
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
  }
  if (waitForPulses) await expect(page.locator('.animate-pulse')).toHaveCount(0);
  if (checkSideScroll) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  }
  if (waitForImages) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT_DIR}${name}.png` });
  if (full === 'always' || (full === 'phone' && page.viewportSize()!.width < 640)) {
    await page.screenshot({ path: `${OUT_DIR}${name}-full.png`, fullPage: true });
  }
}

/**
 * Contexts made from the worker's browser outlive a test: registers closing them after each test and
 * answers the maker of such contexts.
 */
function contextsClosedAfterEach(): (
  browser: Browser,
  options?: BrowserContextOptions,
) => Promise<BrowserContext> {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
}

/**
 * Registers closing the contexts after each test and answers a maker of pages, each in its own context at
 * `viewport`, signed in as a fresh account.
 */
export function signedInPagesClosedAfterEach(): (
  browser: Browser,
  label: string,
  viewport: { width: number; height: number },
) => Promise<{ page: Page; account: Account }> {
  const newContext = contextsClosedAfterEach();
  return async (browser, label, viewport) => {
    const page = await (await newContext(browser, { viewport })).newPage();
    const account = await registerAndSignIn(page, label);
    return { page, account };
  };
}

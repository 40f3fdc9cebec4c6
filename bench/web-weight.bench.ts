// Benchmark: what a listener's phone downloads. Builds the web app, serves it with the real server (demo
// content) and opens `/`, `/events`, `/music`, `/login`, a demo event and a demo song in Chromium at 360×740,
// each in a fresh profile (first visit), then again in the same profile (repeat visit: HTTP cache and service
// worker warm). Prints the bytes the server wrote per page (headers and compressed bodies, as sent to a
// browser accepting brotli): in all, the page's own JavaScript, and what the service worker downloads in the
// background (its script and its precache), against the budgets of issue 35 (first visit ≤ 300 kB, repeat
// ≤ 30 kB). kB = 1000 bytes. Asserts nothing. BENCH_VERBOSE=1 lists every response; BENCH_PAGES=/a,/b
// measures other pages; BENCH_WEB_DIST=dir measures an existing build.
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  isJs,
  isServiceWorkerDownload,
  startBuiltSite,
  type Transfer,
} from './support/built-site.ts';
import { BENCH_PAGES, FIRST_VISIT_BUDGET_BYTES, REPEAT_VISIT_BUDGET_BYTES } from './support/demo-pages.ts';

// Long enough for the service worker, registered a second after `load`, to start its downloads.
const QUIET_MS = 4000;
const MAX_WAIT_MS = 20_000;

const site = await startBuiltSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (items: Transfer[]) => items.reduce((total, t) => total + t.bytes, 0);

/** Waits until the server has written nothing for QUIET_MS, then returns what it wrote. */
async function settle(collected: Transfer[]): Promise<Transfer[]> {
  const started = Date.now();
  let lastCount = -1;
  let quietSince = Date.now();
  while (Date.now() - started < MAX_WAIT_MS) {
    collected.push(...site.take());
    if (collected.length !== lastCount) {
      lastCount = collected.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return collected;
}

/** Opens `path` in a new tab of `context` and measures the visit. */
async function visit(context: import('playwright-core').BrowserContext, path: string) {
  site.take();
  const page = await context.newPage();
  await page.goto(site.url + path, { waitUntil: 'load' });
  const transfers = await settle([]);
  await page.close();
  if (process.env.BENCH_VERBOSE === '1') {
    for (const t of transfers) {
      const by = isServiceWorkerDownload(t) ? '(service worker) ' : '';
      console.log(`    ${kB(t.bytes).padStart(7)} kB  ${by}${t.url}`);
    }
  }
  const ofPage = transfers.filter((t) => !isServiceWorkerDownload(t));
  return {
    total: sum(transfers),
    pageJs: sum(ofPage.filter(isJs)),
    serviceWorker: sum(transfers.filter(isServiceWorkerDownload)),
  };
}

const verdict = (bytes: number, budget: number) => `${bytes <= budget ? 'OK' : 'DÉPASSÉ'} / ${kB(budget)}`;
const width = Math.max(9, ...BENCH_PAGES.map((path) => path.length));
console.log(
  `${'page'.padEnd(width)} | 1re visite : total  JS de la page  service worker  budget        | visite suivante : total  JS  budget`,
);
for (const path of BENCH_PAGES) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const first = await visit(context, path);
  const repeat = await visit(context, path);
  await context.close();
  console.log(
    `${path.padEnd(width)} | ${kB(first.total).padStart(18)} ${kB(first.pageJs).padStart(14)} ${kB(first.serviceWorker).padStart(15)}  ${verdict(first.total, FIRST_VISIT_BUDGET_BYTES).padEnd(13)} | ${kB(repeat.total).padStart(23)} ${kB(repeat.pageJs).padStart(4)}  ${verdict(repeat.total, REPEAT_VISIT_BUDGET_BYTES)}`,
  );
}
await browser.close();
await site.close();

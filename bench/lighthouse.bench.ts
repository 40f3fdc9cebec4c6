// Benchmark: Lighthouse mobile performance (its default: a mid-range phone on slow 4G, simulated) of `/`,
// `/events`, `/music`, `/login`, a demo event and a demo song (bench/support/demo-pages.ts) on the built site
// served by the real server (demo content), in Debian's Chromium. Prints the score and the metrics of each
// page (the median run when BENCH_RUNS > 1; issue 35 asks for the median of five, BENCH_RUNS=5, on a quiet
// machine). Goal (issues 17, 35): ≥ 0.95 on every page. Asserts nothing. BENCH_PAGES=/a,/b measures other
// pages; BENCH_WEB_DIST=dir an existing build.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/built-site.ts';
import { BENCH_PAGES } from './support/demo-pages.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/**
 * Lighthouse's CPU slowdown (default 4, meant for a fast desktop): BENCH_CPU_SLOWDOWN=1 shows the page on
 * slow 4G with this machine's own CPU, to tell the network's share of a score from the processor's.
 */
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN;

type Report = {
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; displayValue?: string; score: number | null; title: string; details?: unknown }
  >;
};

/** One Lighthouse run of `url` (performance only), as its JSON report. */
function lighthouse(url: string): Promise<Report> {
  const args = [
    'lighthouse',
    url,
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`lighthouse a échoué (${code}) sur ${url}`));
      else resolve(JSON.parse(out) as Report);
    });
  });
}

/** Runs `run` again once when it fails: on a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART). */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.warn(`${(error as Error).message} : nouvel essai`);
    return run();
  }
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const site = await startBuiltSite();
console.log(
  `Lighthouse ${RUNS > 1 ? `(médiane de ${RUNS}) ` : ''}mobile, performance, processeur ralenti ×${CPU_SLOWDOWN ?? 4}`,
);
const width = Math.max(8, ...BENCH_PAGES.map((path) => path.length));
for (const path of BENCH_PAGES) {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) reports.push(await withRetry(() => lighthouse(site.url + path)));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = reports[Math.floor(reports.length / 2)]!;
  const metrics = METRICS.map(([id, name]) => `${name} ${median.audits[id]?.displayValue ?? '?'}`).join('  ');
  const weight = median.audits['total-byte-weight']?.displayValue ?? '?';
  const runs =
    RUNS > 1 ? `  [${reports.map((r) => r.categories.performance.score.toFixed(2)).join(' ')}]` : '';
  console.log(
    `${path.padEnd(width)} ${median.categories.performance.score.toFixed(2)}  ${metrics}  (${weight})${runs}`,
  );
  // Lighthouse multiplies the CPU time it sees by 4: on a busy machine (load average over its cores) the
  // blocking time, and so the score, says as much about the machine as about the page.
  console.log(
    `${''.padEnd(width)} machine : benchmarkIndex ${Math.round(median.environment.benchmarkIndex)}, charge ${loadavg()[0]!.toFixed(1)}`,
  );
  // The element of the largest paint, so a slow LCP says what to look at.
  const lcpElement = JSON.stringify(median.audits['largest-contentful-paint-element']?.details ?? {}).match(
    /"nodeLabel":"((?:[^"\\]|\\.)*)"/,
  )?.[1];
  if (lcpElement) console.log(`${''.padEnd(width)} LCP : ${lcpElement.slice(0, 100)}`);
  // What Lighthouse would improve, so a lower score says why.
  const advice = Object.entries(median.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.displayValue)
    .map(([id, audit]) => `${id}: ${audit.displayValue}`);
  if (advice.length) console.log(`${''.padEnd(width)} à revoir : ${advice.join(' · ')}`);
}
await site.close();

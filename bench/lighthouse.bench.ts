// Benchmark: Lighthouse mobile performance (its default: a mid-range phone on slow 4G, simulated) of `/`,
// `/events` and `/music` on the built site served by the real server (demo content), in Debian's Chromium.
// Prints the score and the metrics of each page (the median run when BENCH_RUNS > 1). Goal (issue 17):
// ≥ 0.95, ideally 0.98. Asserts nothing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltSite } from './support/built-site.ts';

const PAGES = (process.env.BENCH_PAGES ?? '/,/events,/music').split(',');
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
    { numericValue?: number; displayValue?: string; score: number | null; title: string }
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
for (const path of PAGES) {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) reports.push(await withRetry(() => lighthouse(site.url + path)));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = reports[Math.floor(reports.length / 2)]!;
  const metrics = METRICS.map(([id, name]) => `${name} ${median.audits[id]?.displayValue ?? '?'}`).join('  ');
  const weight = median.audits['total-byte-weight']?.displayValue ?? '?';
  console.log(`${path.padEnd(8)} ${median.categories.performance.score.toFixed(2)}  ${metrics}  (${weight})`);
  // Lighthouse multiplies the CPU time it sees by 4: on a busy machine (load average over its cores) the
  // blocking time, and so the score, says as much about the machine as about the page.
  console.log(
    `         machine : benchmarkIndex ${Math.round(median.environment.benchmarkIndex)}, charge ${loadavg()[0]!.toFixed(1)}`,
  );
  // What Lighthouse would improve, so a lower score says why.
  const advice = Object.entries(median.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.displayValue)
    .map(([id, audit]) => `${id}: ${audit.displayValue}`);
  if (advice.length) console.log(`         à revoir : ${advice.join(' · ')}`);
}
await site.close();

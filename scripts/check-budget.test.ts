import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { chunksOf, measureFirstVisit, pageFiles, precachedFiles, scriptsOfIndex } from './check-budget.mjs';

const SCRIPT = join(import.meta.dirname, 'check-budget.mjs');

/**
 * A built site: an entry preloading a shared chunk, the home page's chunk importing another, a page nobody
 * opens first, and the sign-in page whose captcha field imports the widget on the fly. Random bytes do not
 * compress, so a file of n bytes weighs about n served.
 */
function writeSite(
  dir: string,
  sizes: { entry: number; home: number; other: number; precached?: number; login?: number },
) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const file = (name: string, bytes: number) =>
    writeFileSync(join(dir, 'assets', name), `// ${randomBytes(bytes).toString('base64')}\n`);
  file('index-1.js', sizes.entry);
  file('shared-1.js', 1000);
  file('home-1.js', sizes.home);
  file('card-1.js', 1000);
  file('studio-1.js', sizes.other);
  file('login-1.js', sizes.login ?? 1000);
  file('captcha-1.js', 1000);
  file('altcha-1.js', 100_000);
  writeFileSync(join(dir, 'assets', 'index-1.css'), 'body{margin:0}\n');
  writeFileSync(
    join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">\n' +
      '<link rel="stylesheet" href="/assets/index-1.css">',
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'assets/shared-1.js' },
      'src/routes/home.tsx': {
        file: 'assets/home-1.js',
        isDynamicEntry: true,
        imports: ['_card', '_shared'],
      },
      _card: { file: 'assets/card-1.js' },
      'src/routes/studio.tsx': { file: 'assets/studio-1.js', isDynamicEntry: true },
      'src/routes/login.tsx': {
        file: 'assets/login-1.js',
        isDynamicEntry: true,
        imports: ['_captcha', '_shared'],
      },
      _captcha: { file: 'assets/captcha-1.js', dynamicImports: ['../../node_modules/altcha/dist/altcha.js'] },
      '../../node_modules/altcha/dist/altcha.js': { file: 'assets/altcha-1.js', isDynamicEntry: true },
    }),
  );
  // The service worker precaches the entry, the home page and a listener page of the given size.
  file('music-1.js', sizes.precached ?? 1000);
  writeFileSync(
    join(dir, 'sw.js'),
    `self.precache([{url:"index.html",revision:"a1"},{url:"assets/index-1.js",revision:null},` +
      `{url:"assets/home-1.js",revision:null},{url:"assets/music-1.js",revision:null}]);`,
  );
}

const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });

describe('JavaScript budget of the first visit', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sanza-budget-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the entry and the preloads from index.html', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="icon" href="/x.svg">';
    expect(scriptsOfIndex(html)).toEqual(['assets/a.js', 'assets/b.js']);
  });

  it("follows a page's static imports through the manifest", () => {
    const manifest = {
      page: { file: 'p.js', imports: ['_a'] },
      _a: { file: 'a.js', imports: ['_b'] },
      _b: { file: 'b.js' },
    };
    expect([...chunksOf(manifest, 'page')]).toEqual(['p.js', 'a.js', 'b.js']);
  });

  it("counts the entry, the preloads and the home page's chunks, not the other pages", () => {
    writeSite(dir, { entry: 20_000, home: 5_000, other: 200_000 });
    const { scripts, total } = measureFirstVisit(dir);
    expect(scripts.map((s: { file: string }) => s.file).sort()).toEqual([
      'assets/card-1.js',
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/shared-1.js',
    ]);
    expect(total).toBeGreaterThan(26_000);
    expect(total).toBeLessThan(32_000);
  });

  it('passes a first visit under 100 kB', () => {
    writeSite(dir, { entry: 60_000, home: 10_000, other: 500_000 });
    const result = run(dir);
    expect(result.stdout).toContain('OK');
    expect(result.status).toBe(0);
  });

  it("reads the service worker's precache list", () => {
    expect(
      precachedFiles('e([{url:"index.html",revision:"x"},{url:"assets/a-1.js",revision:null}],{})'),
    ).toEqual(['index.html', 'assets/a-1.js']);
  });

  it('fails when the service worker precaches more than 190 kB', () => {
    const under = join(dir, 'under');
    writeSite(under, { entry: 60_000, home: 10_000, other: 1000, precached: 100_000 });
    expect(run(under).status).toBe(0);
    const over = join(dir, 'over');
    writeSite(over, { entry: 60_000, home: 10_000, other: 1000, precached: 130_000 });
    const result = run(over);
    expect(result.stdout).toMatch(/JavaScript de la première visite de \/ : .* — OK/);
    expect(result.stdout).toMatch(/Précache du service worker : .* — DÉPASSÉ/);
    expect(result.status).toBe(1);
  });

  it('fails when the first visit weighs more than 100 kB', () => {
    writeSite(dir, { entry: 80_000, home: 25_000, other: 1000 });
    const result = run(dir);
    expect(result.stdout).toContain('DÉPASSÉ');
    expect(result.status).toBe(1);
  });

  it("estimates the sign-in page's visit from its chunks and the precache, not the widget loaded on action", () => {
    writeSite(dir, { entry: 20_000, home: 5_000, other: 1000 });
    expect(pageFiles(dir, 'src/routes/login.tsx').sort()).toEqual([
      'assets/captcha-1.js',
      'assets/home-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/login-1.js',
      'assets/music-1.js',
      'assets/shared-1.js',
      'index.html',
      'sw.js',
    ]);
  });

  it('finds the sign-in page by its chunk name when a code-splitting group holds it', () => {
    writeSite(dir, { entry: 20_000, home: 5_000, other: 1000 });
    const manifestPath = join(dir, '.vite', 'manifest.json');
    const { 'src/routes/login.tsx': login, ...rest } = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...rest, '_sign-in-1.js': { ...login, name: 'sign-in' } }));
    expect(pageFiles(dir, 'src/routes/login.tsx', 'sign-in')).toContain('assets/login-1.js');
    expect(() => pageFiles(dir, 'src/routes/login.tsx', 'connexion')).toThrow(/absent du manifeste/);
  });

  // /login once weighed 319 kB on a first visit.
  it("fails when the sign-in page's first visit is estimated over 300 kB", () => {
    writeSite(dir, { entry: 60_000, home: 10_000, other: 1000, login: 240_000 });
    const result = run(dir);
    expect(result.stdout).toMatch(/JavaScript de la première visite de \/ : .* — OK/);
    expect(result.stdout).toMatch(/Première visite de \/login \(estimée, \d+ fichiers\) : .* — DÉPASSÉ/);
    expect(result.status).toBe(1);
  });
});

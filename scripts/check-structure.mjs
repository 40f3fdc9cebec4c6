#!/usr/bin/env node
// Structure check: every source file sits in a listed layer, imports flow one way (routes → features →
// components/ui → lib), no feature reaches into another feature's internals, and production code never imports
// test helpers. Run in CI through `npm run structure`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The files of a tree, without dependencies and build output. */
function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) out.push(path);
  }
  return out;
}

/** Import specifiers of a source text (static, dynamic and re-exports). */
export function importsOf(text) {
  const specs = [];
  const re =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs;
}

/** Which layer a repository path belongs to, e.g. {app:'web', layer:'features', feature:'events', file:'queries.ts'}. */
export function classify(path) {
  const parts = path.split(sep).join('/').split('/');
  if (parts[0] === 'packages' && parts[1] === 'contracts') return { app: 'contracts', layer: 'contracts' };
  if (parts[0] !== 'apps') return { app: 'other', layer: 'other' };
  const app = parts[1];
  const i = parts.indexOf('src');
  if (i < 0) return { app, layer: 'other' };
  // A file at the top of src is a layer of its own (app.ts, main.tsx…); components/ui is the design system, and
  // any other components/<x> is a layer nobody listed.
  const layer =
    parts[i + 1] === 'components'
      ? parts[i + 2] === 'ui'
        ? 'ui'
        : `components/${parts[i + 2]}`
      : parts[i + 1];
  if (layer === 'features') {
    return { app, layer, feature: parts[i + 2], file: parts.slice(i + 3).join('/') };
  }
  return { app, layer };
}

// Which layers each layer may import from, per app. A file of a layer absent here is refused, imports or not.
const ALLOWED = {
  web: {
    'main.tsx': ['app', 'features', 'lib', 'styles.css'],
    'vite-env.d.ts': [],
    app: ['app', 'routes', 'features', 'ui', 'lib', 'assets'],
    routes: ['routes', 'features', 'ui', 'lib', 'assets'],
    features: ['features', 'ui', 'lib', 'assets'],
    ui: ['ui', 'lib', 'assets'],
    lib: ['lib'],
    test: ['test', 'app', 'routes', 'features', 'ui', 'lib', 'assets'],
  },
  api: {
    'server.ts': ['app.ts', 'config.ts', 'db', 'lib'],
    // The app mounts every feature, and registers the operator commands (cli/commands.ts) it answers.
    'app.ts': ['features', 'plugins', 'db', 'lib', 'cli', 'config.ts'],
    'config.ts': ['lib'],
    cli: ['cli', 'features', 'db', 'lib', 'config.ts'],
    features: ['features', 'db', 'lib', 'plugins'],
    // The error handler reads database error codes (db/errors.ts) to answer refused values with a 400.
    plugins: ['plugins', 'lib', 'db'],
    lib: ['lib'],
    db: ['db', 'lib'],
    test: ['test', 'db', 'lib', 'features', 'plugins', 'app.ts', 'config.ts'],
  },
};

/** A test, or a helper kept beside the tests of one feature (`*.test-support.ts`, `test-fixtures.ts`). */
const TEST_FILE = /\.test\.tsx?$|(^|[/.-])test-(support|fixtures)\.tsx?$/;

/** Test code: the tests and the helpers they share (those files, and the src/test/ layer). */
export function isTestCode(path) {
  return classify(path).layer === 'test' || TEST_FILE.test(path);
}

/** Why a file of the apps sits where no rule is written, or null. */
export function unlisted(path) {
  const { app, layer } = classify(path);
  if (!ALLOWED[app] || layer === 'other' || TEST_FILE.test(path)) return null;
  return ALLOWED[app][layer] ? null : `${layer} is not a listed layer of ${app}`;
}

/** The public face of a feature: what another feature may import. */
const PUBLIC_FEATURE_FILE = {
  web: (file) => /^(queries|mutations|store|types|paths)\.tsx?$/.test(file) || file.startsWith('components/'),
  api: (file) => /\.service\.ts$/.test(file) || /\.types\.ts$/.test(file),
};

/** The rule a single import breaks, or null. */
export function violation(fromPath, toPath) {
  const from = classify(fromPath);
  const to = classify(toPath);
  if (to.app === 'contracts' || to.app === 'other') return null;
  if (from.app === 'contracts') return 'contracts must not import from the apps';
  if (from.app !== to.app && from.app !== 'other') return `${from.app} must not import from ${to.app}`;
  // Tests and their helpers compose the whole app on purpose; only the app boundaries above apply to them.
  if (TEST_FILE.test(fromPath)) return null;
  if (isTestCode(toPath) && !isTestCode(fromPath)) return 'production code must not import test helpers';
  if (!ALLOWED[from.app] || from.layer === 'other') return null;
  const allowed = ALLOWED[from.app][from.layer];
  // A file of an unlisted layer is reported once, as such, by checkTree.
  if (!allowed) return null;
  const target = to.layer ?? 'other';
  const file = toPath.split('/').pop();
  if (!allowed.includes(target) && !allowed.includes(file)) return `${from.layer} must not import ${target}`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    if (!PUBLIC_FEATURE_FILE[from.app](to.file)) {
      return `feature ${from.feature} reaches into ${to.feature}/${to.file}; use its ${from.app === 'api' ? 'service' : 'queries or components'}`;
    }
  }
  return null;
}

/** Resolves a relative import to a repository path (extension-less imports resolve to .ts/.tsx/index). */
function resolveImport(root, file, spec) {
  if (spec.startsWith('.'))
    return relative(root, resolve(dirname(join(root, file)), spec))
      .split(sep)
      .join('/');
  if (spec.startsWith('@sanza/contracts')) return 'packages/contracts/src/index.ts';
  if (spec.startsWith('@sanza/api')) return 'apps/api/src/index.ts';
  if (spec.startsWith('@sanza/web')) return 'apps/web/src/index.ts';
  if (spec.startsWith('@/')) return `apps/web/src/${spec.slice(2)}`;
  return null;
}

/** Every problem of the tree at `root`: files where no layer is listed, and imports that break a rule. */
export function checkTree(root) {
  const files = ['apps/api/src', 'apps/web/src', 'packages/contracts/src']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => walk(join(root, dir)))
    .map((f) => relative(root, f).split(sep).join('/'));
  const problems = [];
  for (const file of files) {
    const where = unlisted(file);
    if (where) problems.push(`${file}: ${where}`);
    for (const spec of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const target = resolveImport(root, file, spec);
      if (!target) continue;
      const broken = violation(file, target);
      if (broken) problems.push(`${file} → ${spec}: ${broken}`);
    }
  }
  return { files: files.length, problems };
}

function main() {
  const { files, problems } = checkTree(ROOT);
  if (problems.length) {
    console.error(
      `Structure check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Structure check passed: ${files} files, every one in a listed layer, imports flow one way.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

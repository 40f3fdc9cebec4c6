#!/usr/bin/env node
// Structure check: imports flow one way (routes → features → components/ui → lib) and no feature
// reaches into another feature's internals. Run in CI through `npm run structure`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
  const layer = parts[i + 1] === 'components' && parts[i + 2] === 'ui' ? 'ui' : parts[i + 1];
  if (layer === 'features') {
    return { app, layer, feature: parts[i + 2], file: parts.slice(i + 3).join('/') };
  }
  return { app, layer };
}

// Which layers each layer may import from, per app. Anything absent is refused.
const ALLOWED = {
  web: {
    app: ['app', 'routes', 'features', 'ui', 'lib', 'assets'],
    routes: ['routes', 'features', 'ui', 'lib', 'assets'],
    features: ['features', 'ui', 'lib', 'assets'],
    ui: ['ui', 'lib', 'assets'],
    lib: ['lib'],
  },
  api: {
    features: ['features', 'db', 'lib', 'plugins', 'test'],
    // The error handler reads database error codes (db/errors.ts) to answer refused values with a 400.
    plugins: ['plugins', 'lib', 'db'],
    lib: ['lib'],
    db: ['db', 'lib'],
    test: ['test', 'db', 'lib', 'features', 'plugins', 'app.ts', 'config.ts'],
  },
};

/** The public face of a feature: what another feature may import. */
const PUBLIC_FEATURE_FILE = {
  web: (file) => /^(queries|mutations|store|types)\.tsx?$/.test(file) || file.startsWith('components/'),
  api: (file) => /\.service\.ts$/.test(file) || /\.types\.ts$/.test(file),
};

/** The rule a single import breaks, or null. */
export function violation(fromPath, toPath) {
  const from = classify(fromPath);
  const to = classify(toPath);
  if (to.app === 'contracts' || to.app === 'other') return null;
  if (from.app === 'contracts') return 'contracts must not import from the apps';
  if (from.app !== to.app && from.app !== 'other') return `${from.app} must not import from ${to.app}`;
  // Tests compose the whole app on purpose; only the app boundaries above apply to them.
  if (/\.test\.tsx?$/.test(fromPath)) return null;
  const allowed = ALLOWED[from.app]?.[from.layer];
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
function resolveImport(file, spec) {
  if (spec.startsWith('.')) return relative(ROOT, resolve(dirname(join(ROOT, file)), spec));
  if (spec.startsWith('@sanza/contracts')) return 'packages/contracts/src/index.ts';
  if (spec.startsWith('@sanza/api')) return 'apps/api/src/index.ts';
  if (spec.startsWith('@sanza/web')) return 'apps/web/src/index.ts';
  if (spec.startsWith('@/')) return `apps/web/src/${spec.slice(2)}`;
  return null;
}

function main() {
  const files = [
    ...walk(join(ROOT, 'apps/api/src')),
    ...walk(join(ROOT, 'apps/web/src')),
    ...walk(join(ROOT, 'packages/contracts/src')),
  ].map((f) => relative(ROOT, f));
  const problems = [];
  for (const file of files) {
    for (const spec of importsOf(readFileSync(join(ROOT, file), 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target) continue;
      const broken = violation(file, target);
      if (broken) problems.push(`${file} → ${spec}: ${broken}`);
    }
  }
  if (problems.length) {
    console.error(
      `Structure check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Structure check passed: ${files.length} files, imports flow one way.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

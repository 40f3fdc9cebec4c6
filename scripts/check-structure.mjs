#!/usr/bin/env node
// Structure check: every source file sits in a listed layer, imports flow one way (routes → features →
// components/ui → lib), no feature reaches into another feature's internals, production code never imports
// test helpers, production imports form no circle, and no production file passes 300 lines (seed data
// aside). Run in CI through `npm run structure`.
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

/** Import specifiers of a source text, each marked when it is a dynamic `import()`. */
export function importEdgesOf(text) {
  const re =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  return [...text.matchAll(re)].map((m) => ({ spec: m[1] ?? m[2] ?? m[3], isDynamic: m[2] !== undefined }));
}

/** Import specifiers of a source text (static, dynamic and re-exports). */
export function importsOf(text) {
  return importEdgesOf(text).map((edge) => edge.spec);
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
    // The app composes the shared plugins and the features' registrations, and registers the operator commands
    // (cli/commands.ts) it answers.
    'app.ts': ['features', 'plugins', 'db', 'lib', 'cli', 'config.ts', 'context.ts'],
    // The shared dependencies every feature is built from.
    'context.ts': ['config.ts', 'db', 'lib'],
    // The settings' schema (config/settings.ts) read into the configuration.
    'config.ts': ['config', 'lib'],
    config: ['config', 'lib'],
    cli: ['cli', 'features', 'db', 'lib', 'config.ts'],
    features: ['features', 'db', 'lib', 'plugins', 'context.ts'],
    // The error handler reads database error codes (db/errors.ts) to answer refused values with a 400.
    plugins: ['plugins', 'lib', 'db'],
    lib: ['lib'],
    db: ['db', 'lib'],
    test: ['test', 'db', 'lib', 'features', 'plugins', 'app.ts', 'config.ts', 'context.ts'],
  },
};

/** A test, or a helper kept beside the tests of one feature (`*.test-support.ts`, `test-fixtures.ts`). */
const TEST_FILE = /\.test\.tsx?$|(^|[/.-])test-(support|fixtures)\.tsx?$/;

/** Test code: the tests and the helpers they share (those files, and the src/test/ layer). */
export function isTestCode(path) {
  return classify(path).layer === 'test' || TEST_FILE.test(path);
}

/**
 * Web features named by audience rather than domain. The studio is a face of each feature: its pages live in
 * `features/<domain>/studio/`, and the `studio` feature is only the shell (frame, home, role gate, card).
 */
const RETIRED_WEB_FEATURE = /^(staff|song-upload|studio-.+)$/;

/** Why a file of the apps sits where no rule is written, or null. */
export function unlisted(path) {
  const { app, layer, feature } = classify(path);
  if (app === 'web' && layer === 'features' && RETIRED_WEB_FEATURE.test(feature ?? '')) {
    return `features/${feature} is not a feature: studio code lives in features/<domain>/studio/`;
  }
  if (!ALLOWED[app] || layer === 'other' || TEST_FILE.test(path)) return null;
  return ALLOWED[app][layer] ? null : `${layer} is not a listed layer of ${app}`;
}

/** True for a file of a web feature's studio part (`features/<f>/studio/…`). */
const isStudioPart = (at) => at.layer === 'features' && (at.file ?? '').startsWith('studio/');

/**
 * The studio's shape on the web: the shell (`features/studio`) is used by the studio parts of the features
 * only, knows none of them, and a feature's public pages never pull in its own studio part (whose code and
 * staff texts stay out of the listeners' chunks).
 */
function studioViolation(from, to) {
  if (from.app !== 'web' || from.layer !== 'features' || to.layer !== 'features') return null;
  if (to.feature === 'studio' && from.feature !== 'studio' && !isStudioPart(from)) {
    return `feature ${from.feature} uses the studio shell outside its studio/ part`;
  }
  if (from.feature === 'studio' && isStudioPart(to)) {
    return `the studio shell must not import ${to.feature}/${to.file}; the feature's studio part uses the shell`;
  }
  if (from.feature === to.feature && isStudioPart(to) && !isStudioPart(from)) {
    return `the public part of ${from.feature} must not import its studio part (${to.file})`;
  }
  return null;
}

/** The public face of a feature: what another feature may import. */
const PUBLIC_FEATURE_FILE = {
  // A feature's studio part (`studio/`) has the same public face as the feature itself.
  web: (file) => {
    const inside = file.startsWith('studio/') ? file.slice('studio/'.length) : file;
    return /^(queries|mutations|store|types|paths)\.tsx?$/.test(inside) || inside.startsWith('components/');
  },
  api: (file) => /\.service\.ts$/.test(file) || /\.types\.ts$/.test(file),
};

/** A feature's table definitions (`events.schema.ts`): the only place a table is defined. */
const SCHEMA_FILE = /^[a-z0-9-]+\.schema\.ts$/;

/** Why a production file of the API defines a table outside a feature's `*.schema.ts`, or null. */
export function misplacedTable(path, text) {
  const at = classify(path);
  if (at.app !== 'api' || isTestCode(path) || !/\bpgTable\s*\(/.test(text)) return null;
  if (at.layer === 'features' && SCHEMA_FILE.test(at.file)) return null;
  return "a table is defined only in its feature's *.schema.ts";
}

/** The most lines a production source file may have: past it, a file holds more than one idea. */
export const MAX_LINES = 300;

/** Why a production file is too long to take in at once, or null. Test code and seed data are free of it. */
export function oversized(path, text) {
  if (isTestCode(path) || /\/db\/seed\//.test(path)) return null;
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  return lines > MAX_LINES
    ? `${lines} lines: a production file holds at most ${MAX_LINES}; split it at a seam`
    : null;
}

/**
 * How the API is composed: app.ts reaches a feature only through its registration (`features/<f>/index.ts`),
 * and only that registration reads the shared context; the feature's services take explicit dependencies.
 */
function compositionViolation(from, to) {
  if (from.app !== 'api' || to.app !== 'api') return null;
  if (from.layer === 'app.ts' && to.layer === 'features' && to.file !== 'index.ts') {
    return `app.ts composes features through their registration (features/${to.feature}/index.ts), not ${to.file}`;
  }
  if (from.layer === 'features' && to.layer === 'context.ts' && from.file !== 'index.ts') {
    return "only a feature's registration (index.ts) reads the shared context; pass its services what they need";
  }
  return null;
}

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
  // The tables live beside their features; db/schema.ts is their one index (the client and drizzle-kit read it),
  // and a table definition imports only other table definitions (for its references) and db/.
  const isSchema = (c) => c.layer === 'features' && SCHEMA_FILE.test(c.file);
  if (from.app === 'api' && fromPath.endsWith('/src/db/schema.ts') && isSchema(to)) return null;
  if (from.app === 'api' && isSchema(from) && !isSchema(to) && target !== 'db') {
    return `a table definition imports only other *.schema.ts files and db/, not ${target}`;
  }
  if (!allowed.includes(target) && !allowed.includes(file)) return `${from.layer} must not import ${target}`;
  const composition = compositionViolation(from, to);
  if (composition) return composition;
  const studio = studioViolation(from, to);
  if (studio) return studio;
  if (from.app === 'api' && isSchema(from) && isSchema(to)) return null;
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

/** The file a relative or aliased import names, among `files` (extension-less: .ts, .tsx, then index), or null. */
function resolveFile(root, file, spec, files) {
  const target = resolveImport(root, file, spec);
  if (!target) return null;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((path) => files.has(path)) ?? null;
}

/**
 * The import circles among production files: for each group of files that reach one another, the shortest
 * circle through its first file, as the list of its files (the first repeated at the end).
 *
 * What counts as an import here: static imports and re-exports, `import type` included (a type-only circle
 * runs fine but still ties two modules so that neither can be read, tested or moved without the other), and
 * dynamic `import()` (a lazily loaded module is still a dependency: the player fetching the downloads was one
 * side of a circle). One exception: a dynamic import of a page (routes/) does not count. Pages are the top of
 * the graph, entered by the router; a page fetching ahead the code of the page it leads to (for offline use)
 * is navigation, and two pages leading to each other would otherwise be a circle by nature.
 */
export function importCircles(root, files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const { spec, isDynamic } of importEdgesOf(readFileSync(join(root, file), 'utf8'))) {
      const target = resolveFile(root, file, spec, known);
      if (!target || (isDynamic && classify(target).layer === 'routes')) continue;
      targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  // Tarjan's strongly connected components, iterative so a deep tree cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node);
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node).includes(node)) groups.push(group.sort());
    }
  }
  return groups.map((group) => shortestCircle(graph, group)).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest circle from the first file of `group` back to it, staying inside the group (breadth first). */
function shortestCircle(graph, group) {
  const inside = new Set(group);
  const first = group[0];
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!inside.has(target)) continue;
      if (target === first) {
        const path = [node];
        while (path[0] !== first) path.unshift(cameFrom.get(path[0]));
        return [...path, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
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
    const text = readFileSync(join(root, file), 'utf8');
    const table = misplacedTable(file, text);
    if (table) problems.push(`${file}: ${table}`);
    const long = oversized(file, text);
    if (long) problems.push(`${file}: ${long}`);
    for (const spec of importsOf(text)) {
      const target = resolveImport(root, file, spec);
      if (!target) continue;
      const broken = violation(file, target);
      if (broken) problems.push(`${file} → ${spec}: ${broken}`);
    }
  }
  for (const circle of importCircles(
    root,
    files.filter((file) => !isTestCode(file)),
  )) {
    problems.push(`import circle: ${circle.join(' → ')}`);
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
  console.log(
    `Structure check passed: ${files} files, every one in a listed layer, imports flow one way, no import circle, none too long.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

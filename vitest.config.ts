import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest 5's failure summary calls Map.groupBy, which Node 20 lacks: without this a failing run
// crashes its reporter instead of listing the failures.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const out = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        out.set(k, [...(out.get(k) ?? []), item]);
      }
      return out;
    },
  });
}

const apiProject = (name: string, target: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_TARGET: target },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The server tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs one test file at a time on the 2-core CI
    // machine, where a file mostly waits on a database, a child process or the DOM: two at a time cut the
    // unit run by a quarter there (docs/decisions/126-two-test-workers-on-two-cores.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres')] : []),
      './apps/web',
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'] } },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultClientMainFields } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-plugins/precompress.ts';
import { sanzaPwa } from './vite-plugins/pwa.ts';

const API_ORIGIN = 'http://localhost:3999';

/**
 * The app is written against React's API and runs on Preact (preact/compat): ~11 kB compressed instead of
 * React DOM's ~55 kB, so the first visit of `/` fits its 100 kB JavaScript budget
 * (docs/decisions/101-preact-runs-the-app.md). The same aliases apply to the build, the dev server and Vitest, so
 * tests run the runtime phones run.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import React, and Preact itself: in tests Vite pre-bundles them (as the dev server does),
 * so the aliases apply to them and they share one Preact; left to Node they would load the real React.
 */
const REACT_LIBRARIES = [
  '@hookform/resolvers',
  '@hookform/resolvers/zod',
  '@tanstack/react-query',
  '@testing-library/dom',
  '@testing-library/react',
  '@testing-library/user-event',
  'lucide-react',
  'preact',
  'preact/compat',
  'preact/compat/client',
  'preact/compat/jsx-runtime',
  'preact/hooks',
  'preact/jsx-runtime',
  'preact/test-utils',
  'react-hook-form',
  'react-router',
  'react-router/dom',
  'sonner',
  'zustand',
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // JSX is compiled by Vite itself (automatic runtime, `react/jsx-runtime`, aliased above). Without React
  // there is no Fast Refresh: an edited component reloads the page in dev.
  // The service worker is a build product: the tests leave it out.
  plugins: [tailwindcss(), ...(process.env.VITEST ? [] : sanzaPwa()), precompress()],
  resolve: {
    alias: PREACT_ALIASES,
    // Vite's defaults for the browser, written out because Vitest drops `module` for the tests: without it
    // React Router's and Lucide's CommonJS builds would load there, and with them the real React.
    conditions: [...defaultClientConditions],
    mainFields: [...defaultClientMainFields],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Phones in the target market run recent Chrome/Android WebView; no legacy bundle.
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router and TanStack Query mark modules "use client" for server components: nothing to do
        // with a browser bundle. React Router looks for React 19's `useOptimistic`, which Preact lacks, and
        // does without it.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // Everything the entry needs before any page, in one file: left alone, the bundler makes a dozen
          // small shared chunks of it, each costing a request and ~1 kB of headers on a phone's first visit.
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The music home and everything it imports, in one file (the album, artist and song pages share
            // part of it): left alone, /music waited for fifteen small chunks, three round trips on six
            // connections, before its first request for data.
            { name: 'music', test: /[\\/]src[\\/]routes[\\/]music\.tsx$/, priority: 1 },
            // The forms' machinery (zod, react-hook-form and its resolver), which every form page needs whole:
            // left alone, /login fetched it as five files, two of them empty, ~0.5 kB of headers each.
            // Listener pages import none of it.
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]lib[\\/]zod\.ts$/,
              priority: 1,
            },
            // The sign-in page's own modules, in one file: left alone they were eight small chunks, and with the
            // rest of the page's fourteen files three rounds of six connections before it painted
            // (Lighthouse's FCP 2.1 s). Only these modules: their dependencies (the form kit, the stores) are
            // shared with listener pages, which must not load sign-in code to get them.
            {
              name: 'sign-in',
              test: /[\\/]src[\\/](routes[\\/]login\.tsx|features[\\/]auth[\\/](texts\.ts|components[\\/](login-form|auth-card|captcha-field|provider-buttons)\.tsx))$|[\\/]packages[\\/]contracts[\\/]src[\\/]accounts\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
      // Identity-provider sign-in starts and ends on the server.
      '/accounts': API_ORIGIN,
    },
  },
  test: {
    // `npm test` runs these beside the server tests on the same cores: a first render that loads a page's
    // code can pass 5 s there (CI saw it), though each test takes well under a second alone.
    testTimeout: 15_000,
    deps: { optimizer: { client: { enabled: true, include: REACT_LIBRARIES } } },
    // The pre-bundled files go through Vite too, so their `react` imports meet the aliases.
    server: { deps: { inline: [/[\\/]node_modules[\\/]\.vite[\\/]/] } },
  },
});

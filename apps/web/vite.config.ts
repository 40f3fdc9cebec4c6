import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

const API_ORIGIN = 'http://localhost:3999';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Phones in the target market run recent Chrome/Android WebView; no legacy bundle.
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
      // Identity-provider sign-in starts and ends on the server (spec 1 §4).
      '/accounts': API_ORIGIN,
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inlineCss } from './scripts/build/inline-css';
import { precompress } from './scripts/build/precompress';
import { pwa } from './scripts/build/pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: fromRoot('./src/web'),
  // pwa() writes sw.js before precompress() (its closeBundle is 'post') compresses the output.
  plugins: [react(), tailwindcss(), inlineCss(), pwa(), precompress()],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-bundle-budget.mjs reads it to add up what /login loads.
    manifest: true,
    // The budget (brotli, as served) is checked by scripts/check-bundle-budget.mjs; raw sizes
    // of the React chunk pass 170 kB.
    chunkSizeWarningLimit: 250,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          groups: [
            // React itself changes rarely: its own long-cached chunk, apart from our code.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Recharts (charts pages only) as three chunks under the per-chunk budget: its
            // state (Redux Toolkit, Immer), its maths (d3, decimal.js) and the components.
            {
              name: 'charts-state',
              test: /node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|eventemitter3|use-sync-external-store)[\\/]/,
            },
            {
              name: 'charts-scales',
              test: /node_modules[\\/](d3-[a-z-]+|victory-vendor|decimal\.js-light|internmap)[\\/]/,
            },
            { name: 'charts', test: /node_modules[\\/]recharts[\\/]/, maxSize: 600_000 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});

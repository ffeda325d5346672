// The installable app (issue 32 point 1): the web app manifest and a Workbox service worker,
// made by vite-plugin-pwa at build time. Decisions: docs/offline-and-evidence.md, "Installable
// app". The worker is registered lazily by src/web/pwa/ after the first render.
import { VitePWA } from 'vite-plugin-pwa';

/** The brand's emerald-700 (the favicon's square, scripts/generate-app-icons.mjs). */
export const THEME_COLOUR = '#047857';

/**
 * Navigations the worker must leave to the server, byte for byte as without it: file downloads,
 * reports and exports (/api), tRPC, sign-in (/api/auth; /auth is kept out too), health checks,
 * the news feeds, and any path naming a file (the server answers those with the file or a 404,
 * never the app).
 */
export const NETWORK_ONLY_NAVIGATIONS = [
  /^\/api\//,
  /^\/trpc(?:\/|$)/,
  /^\/auth(?:\/|$)/,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/feeds\//,
  // The server's own test for a file (src/server/app.ts, registerWebApp); Workbox matches the
  // path and query together, so the query is allowed after the extension.
  /^[^?]*\.[a-z0-9]+(?:\?.*)?$/i,
];

export function pwa() {
  return VitePWA({
    // 'prompt': a new version waits until the user chooses "Reload to update" (no skipWaiting).
    registerType: 'prompt',
    // src/web/pwa/register.ts registers it after the first render, off the /login entry.
    injectRegister: false,
    // The icons are precached by the glob below already (the plugin would list them twice).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'InspectHub',
      short_name: 'InspectHub',
      description: 'Quality-assurance inspections for energy-efficiency retrofit work',
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The app shell: every script, stylesheet, page, font and icon of the build (the plugin
      // adds the manifest). Not the source maps nor the build's .br/.gz copies (the server
      // picks those per request).
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['**/*.map', '.vite/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
      // No runtime caching: tRPC answers and files always come from the network (offline data
      // is kept in IndexedDB, issue 32 point 2), so nothing else is intercepted.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // On the very first install there is no older version to protect: the worker controls the
      // open page at once, so it works offline without a reload. An update still waits.
      clientsClaim: true,
      skipWaiting: false,
      sourcemap: false,
    },
  });
}

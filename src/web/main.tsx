import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary';
import { router } from './app/router';
import { applyDisplaySettings } from './features/theme/theme-storage';
import './styles.css';

// The stored theme and font size apply before React first paints anything.
applyDisplaySettings();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// As a transition the first render is done in slices of a few milliseconds between which the
// browser stays responsive, instead of one long task (Lighthouse's Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        {/* Query, tRPC and the toaster are provided inside the signed-in routes (app/signed-in-routes.tsx). */}
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>,
  );
});

// The service worker (offline use and updates, src/web/pwa/) from its own chunk once the page has
// loaded: /login's entry stays within its budget and the first paint never waits for it.
window.addEventListener(
  'load',
  () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()),
  { once: true },
);

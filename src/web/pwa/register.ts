import { registerSW } from 'virtual:pwa-register';
import { hideBanner, prepareBannerHost, showBanner } from './banner-host';

/** How long "ready to work offline" stays (it also has a close button). */
const OFFLINE_READY_MS = 8_000;
/** A tab left open all day still hears of a new version: the browser only checks on navigations. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (scripts/build/pwa.ts, issue 32 point 1). Called by main.tsx once
 * the page has loaded, from this lazily loaded chunk, so /login's entry does not carry it.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return; // an insecure origin, or a browser without
  prepareBannerHost();
  const updateServiceWorker = registerSW({
    immediate: true,
    // A new version is installed and waiting: it takes over only when the user says so; the
    // reload then runs the page's own unsaved-work warning (beforeunload) as any reload does.
    onNeedRefresh() {
      showBanner({
        kind: 'update',
        onReload: () => {
          showBanner({ kind: 'updating' });
          void updateServiceWorker(true);
        },
        onLater: () => hideBanner(),
      });
    },
    // Only on the worker's first install on this device: later versions come as updates.
    onOfflineReady() {
      showBanner({ kind: 'offline-ready', onClose: () => hideBanner() });
      window.setTimeout(() => hideBanner('offline-ready'), OFFLINE_READY_MS);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('InspectHub: the service worker could not be registered', error);
    },
  });
}

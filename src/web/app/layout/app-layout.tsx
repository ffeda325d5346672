import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AssistantProvider, useAssistant } from '@/web/features/assistant/assistant-context';
import { useFeatureFlag } from '@/web/features/settings/use-feature-flags';
import { MaintenanceBanner } from '@/web/features/maintenance/maintenance-banner';
import { MaintenancePage } from '@/web/features/maintenance/maintenance-page';
import { useMaintenanceStatus } from '@/web/features/maintenance/api/use-maintenance-status';
import { RequiredReadingBanner } from '@/web/features/news/required-reading-banner';
import { useIdle } from '@/web/lib/use-idle';
import { SignOutDialog } from '@/web/offline/sign-out-dialog';
import { formatDocumentTitle, getPageTitle } from '../page-titles';
import { Header } from './header';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';
import { useLogout } from './use-logout';

// The assistant's panel is not needed for a page's first paint: its code loads once the browser is
// idle after it (or at once when the header's button opens it); closed, it renders nothing.
const AssistantWidget = lazy(async () => ({
  default: (await import('@/web/features/assistant/assistant-widget')).AssistantWidget,
}));

// Offline capture (issue 32): the device's sync and outbox banner, with Dexie, in their own chunk.
const OfflineInShell = lazy(async () => ({
  default: (await import('@/web/offline/offline-in-shell')).OfflineInShell,
}));

function DeferredAssistantWidget() {
  const idle = useIdle();
  const { isOpen } = useAssistant();
  if (!idle && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  );
}

/** Shell for every signed-in page: sidebar, header, the page, and the assistant. */
export function AppLayout() {
  const { pathname } = useLocation();
  const title = getPageTitle(pathname);
  const maintenance = useMaintenanceStatus();
  const logout = useLogout();
  const hasAssistant = useFeatureFlag('aiAssistant');

  // Users who may not work during maintenance see only the maintenance page.
  if (maintenance.data?.maintenanceMode && !maintenance.data.canBypass) {
    return (
      <MaintenancePage onSignOut={() => void logout()} onRetry={() => void maintenance.refetch()} />
    );
  }

  return (
    <AssistantProvider>
      <title>{formatDocumentTitle(title)}</title>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavDrawer>
        <div className="flex min-h-screen bg-slate-50">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            {maintenance.data?.maintenanceMode && <MaintenanceBanner />}
            <Header title={title} />
            <Suspense fallback={null}>
              <OfflineInShell />
            </Suspense>
            <RequiredReadingBanner />
            {/* min-w-0 lets wide content scroll in its own box instead of widening the page. */}
            <main
              id="main-content"
              tabIndex={-1}
              className="min-w-0 flex-1 p-4 outline-none md:p-8"
            >
              <Outlet />
            </main>
          </div>
        </div>
      </NavDrawer>
      {hasAssistant && <DeferredAssistantWidget />}
      <SignOutDialog />
    </AssistantProvider>
  );
}

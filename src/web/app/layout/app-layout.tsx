import { Outlet, useLocation } from 'react-router';
import { AssistantProvider } from '../../features/assistant/assistant-context';
import { AssistantWidget } from '../../features/assistant/assistant-widget';
import { useFeatureFlag } from '../../features/admin-settings/use-feature-flags';
import { MaintenanceBanner } from '../../features/maintenance/maintenance-banner';
import { MaintenancePage } from '../../features/maintenance/maintenance-page';
import { useMaintenanceStatus } from '../../features/maintenance/use-maintenance-status';
import { DEFAULT_PAGE_TITLE, getPageTitle } from '../page-titles';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useLogout } from './use-logout';

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
      <title>{title === DEFAULT_PAGE_TITLE ? title : `${title} - ${DEFAULT_PAGE_TITLE}`}</title>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen bg-slate-50">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          {maintenance.data?.maintenanceMode && <MaintenanceBanner />}
          <Header title={title} />
          <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
            <Outlet />
          </main>
        </div>
      </div>
      {hasAssistant && <AssistantWidget />}
    </AssistantProvider>
  );
}

import { Link, Outlet, useLocation } from 'react-router';
import { formatDocumentTitle, getPageTitle } from '@/web/app/page-titles';
import { PATHS } from '@/web/app/paths';
import { OfflineBanner } from './offline-banner';
import { OfflineGuard } from './offline-guard';
import { useOnline } from './use-online';

/**
 * The offline pages' shell: a slim header (no sidebar, whose menus need the server), the
 * outbox banner, and the page. Offline, the links into the rest of InspectHub are not offered.
 */
export function OfflineShell() {
  const online = useOnline();
  const { pathname } = useLocation();
  const title = getPageTitle(pathname);
  return (
    <OfflineGuard>
      <title>{formatDocumentTitle(title)}</title>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <Link to={PATHS.offline} className="font-semibold text-emerald-800">
            InspectHub
          </Link>
          {online && (
            <Link to={PATHS.dashboard} className="text-sm text-emerald-800 underline">
              Back to the dashboard
            </Link>
          )}
        </header>
        <OfflineBanner />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          <Outlet />
        </main>
      </div>
    </OfflineGuard>
  );
}

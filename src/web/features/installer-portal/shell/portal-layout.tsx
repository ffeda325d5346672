import { LogOut } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { useLogout } from '@/web/app/layout/use-logout';
import { Button } from '@/web/components/ui/button';
import { usePortalAccount } from '../api/use-portal-account';
import { PortalNav } from './portal-nav';
import { portalPageTitle } from './portal-nav-items';

/**
 * The installer portal's shell (issue 31 point 3): its own header with the installer's and the
 * user's names and Sign out, its own menu, and the page. Phone first: one column with the menu
 * along the bottom; from 768 px the menu stands beside the page.
 */
export function PortalLayout() {
  const { pathname } = useLocation();
  const account = usePortalAccount();
  const logout = useLogout();
  return (
    <>
      <title>{`${portalPageTitle(pathname)} | InspectHub installer portal`}</title>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 md:px-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
              InspectHub installer portal
            </p>
            <p className="truncate text-sm font-semibold text-slate-900">
              {account.data?.installerName ?? '\u00a0'}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <span className="max-w-28 truncate text-sm text-slate-700 sm:max-w-60">
              {account.data?.name}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </Button>
          </div>
        </header>
        <div className="flex min-h-0 flex-1">
          <PortalNav variant="side" />
          <main
            id="main-content"
            tabIndex={-1}
            className="min-w-0 flex-1 p-4 pb-24 outline-none md:p-8 md:pb-8"
          >
            <Outlet />
          </main>
        </div>
        <PortalNav variant="bottom" />
      </div>
    </>
  );
}

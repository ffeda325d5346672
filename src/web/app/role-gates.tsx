import { Navigate, Outlet } from 'react-router';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { useSessionUser } from '../lib/use-session-user';
import { FullPageLoading } from './full-page-loading';
import { NotFoundPage } from './not-found-page';

/**
 * The signed-in area splits by role (issue 31 point 3): an INSTALLER user gets the portal and
 * never the staff shell, whose calls the server would refuse; staff never get the portal. Both
 * read session.me, which every signed-in user may call.
 */
export function StaffOnly() {
  const me = useSessionUser();
  if (me.isPending) return <FullPageLoading />;
  if (me.data?.role === 'INSTALLER') return <Navigate to={PORTAL_PATHS.overview} replace />;
  return <Outlet />;
}

/** The portal's paths: INSTALLER users only; staff get the staff shell's not-found page. */
export function PortalOnly() {
  const me = useSessionUser();
  if (me.isPending) return <FullPageLoading />;
  if (me.data?.role !== 'INSTALLER') {
    return (
      <main id="main-content" className="min-h-screen bg-slate-50 p-4 md:p-8">
        <NotFoundPage />
      </main>
    );
  }
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import type { LoginLocationState } from '../features/auth/redirect-target';
import { authClient } from '../lib/auth-client';
import { PATHS } from './paths';

/** Wraps every route but /login (spec 01 section 2). */
export function AuthGuard() {
  const { data: session, isPending } = authClient.useSession();
  const location = useLocation();

  if (isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Loading..." />
      </main>
    );
  }

  if (!session) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={PATHS.login} replace state={state} />;
  }

  return <Outlet />;
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MfaRequiredGate } from '../features/account/mfa-required';
import type { LoginLocationState } from '../features/auth/redirect-target';
import { authClient } from '../lib/auth-client';
import { FullPageLoading } from './full-page-loading';
import { PATHS } from './paths';
import { releaseSessionCheck } from './session-check';

/** Wraps every route but /login (spec 01 section 2). */
export function AuthGuard() {
  const { data: session, isPending } = authClient.useSession();
  const location = useLocation();
  // The router started the session check early (session-check.ts); this component's subscription holds it now.
  useEffect(releaseSessionCheck, []);

  if (isPending) return <FullPageLoading />;

  if (!session) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={PATHS.login} replace state={state} />;
  }

  return (
    <MfaRequiredGate loading={<FullPageLoading />}>
      <Outlet />
    </MfaRequiredGate>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isPortalPath, PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { useMfaPolicy } from './api/use-mfa';

/** ?mfa=required on /account-settings opens the set-up and explains why the user was sent there. */
export const MFA_REQUIRED_PARAM = 'mfa';
const ACCOUNT_SETTINGS = '/account-settings';

/**
 * When the organisation requires MFA and this user has none, every page but
 * /account-settings sends them there (the server refuses their other calls anyway).
 */
export function MfaRequiredGate({
  children,
  loading,
}: {
  children: ReactNode;
  loading: ReactNode;
}) {
  const location = useLocation();
  const policy = useMfaPolicy({ staleTime: 60_000 });

  if (policy.isPending) return loading;
  // An installer user sets MFA up on the portal's Account page (issue 31), staff on theirs.
  const accountPage = isPortalPath(location.pathname) ? PORTAL_PATHS.account : ACCOUNT_SETTINGS;
  if (policy.data?.mustSetUp && location.pathname !== accountPage) {
    return <Navigate to={`${accountPage}?${MFA_REQUIRED_PARAM}=required`} replace />;
  }
  return children;
}

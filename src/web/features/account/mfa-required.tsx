import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTRPC } from '@/web/lib/trpc';

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
  const trpc = useTRPC();
  const location = useLocation();
  const policy = useQuery({ ...trpc.mfa.getPolicy.queryOptions(), staleTime: 60_000 });

  if (policy.isPending) return loading;
  if (policy.data?.mustSetUp && location.pathname !== ACCOUNT_SETTINGS) {
    return <Navigate to={`${ACCOUNT_SETTINGS}?${MFA_REQUIRED_PARAM}=required`} replace />;
  }
  return children;
}

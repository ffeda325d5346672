import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { buttonClass } from '@/web/components/ui/button-variants';
import { PATHS } from '@/web/app/paths';
import type { LoginLocationState } from '@/web/features/auth/redirect-target';
import { authClient } from '@/web/lib/auth-client';
import { reportReachable } from './connectivity';
import { OfflineSync } from './offline-sync';
import { useOfflineUser } from './use-offline-user';
import { useOnline } from './use-online';

function Loading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label="Loading..." />
    </main>
  );
}

function SignInFirst() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
        <h1 className="text-lg font-semibold text-slate-900">Not available offline yet</h1>
        <p className="mt-2 text-sm text-slate-700">
          Sign in while online first to use InspectHub offline.
        </p>
        <Link to={PATHS.login} className={buttonClass({ className: 'mt-4' })}>
          Sign in
        </Link>
      </div>
    </main>
  );
}

const asOfflineUser = (user: {
  id: string;
  name: string;
  email: string;
  role?: string | null;
}) => ({ id: user.id, name: user.name, email: user.email, role: user.role ?? '' });

/**
 * The offline pages' own guard (issue 32): online, the usual session check (and the device is
 * kept in step for that user); offline, or when the server cannot be reached, the user last
 * signed in on this device. It asks nothing of tRPC, so the pages open with no network.
 */
export function OfflineGuard({ children }: { children: ReactNode }) {
  const online = useOnline();
  const session = authClient.useSession();
  const kept = useOfflineUser();
  const location = useLocation();
  const unreachable = Boolean(session.error);
  // The session check failing on the network is the first sign the server cannot be reached.
  useEffect(() => {
    if (unreachable) reportReachable(false);
  }, [unreachable]);
  if (online && !session.error) {
    if (session.isPending) return <Loading />;
    if (!session.data) {
      const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
      return <Navigate to={PATHS.login} replace state={state} />;
    }
    return (
      <>
        <OfflineSync user={asOfflineUser(session.data.user)} />
        {children}
      </>
    );
  }
  if (kept.isLoading) return <Loading />;
  if (!kept.user) return <SignInFirst />;
  // The sync runs for the kept user too: when the network is back it sends their changes (the
  // server still checks the session cookie: an ended session stops it, 401).
  return (
    <>
      <OfflineSync user={kept.user} />
      {children}
    </>
  );
}

import { useMemo } from 'react';
import { createPermissionCheck } from './permission-check';
import { useSessionUser } from './use-session-user';

/**
 * What the signed-in role may do, from the matrix the server enforces (it
 * still checks every call; this only spares users actions it would refuse).
 * `session.me` types its grants as `Permission[]`, so `can()` accepts only
 * keys of the catalogue.
 */
export function usePermissions() {
  const me = useSessionUser();
  const granted = me.data?.permissions;
  const can = useMemo(() => createPermissionCheck(granted), [granted]);
  return {
    can,
    role: me.data?.role ?? null,
    userId: me.data?.id ?? null,
    isLoaded: !me.isPending,
    isError: me.isError,
    error: me.error,
    retry: me.refetch,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '@/web/lib/auth-client';
import { askSignOut } from '@/web/offline/sign-out-question';
import { PATHS } from '../paths';

/**
 * What the device keeps of the user signing out (issue 32): asks first when changes wait, as
 * they go too. Returns the user's id to wipe, or false when they chose to stay. The device's
 * store loads only now (its own chunk); a browser without IndexedDB has nothing to wipe.
 */
async function confirmDeviceWipe(): Promise<string | null | false> {
  try {
    const device = await import('@/web/offline/wipe');
    const userId = await device.keptUserId();
    if (!userId) return null;
    const unsent = await device.countUnsent(userId);
    if (unsent > 0 && !(await askSignOut(unsent))) return false;
    return userId;
  } catch {
    return null;
  }
}

/**
 * Signs out from the sidebar or the account menu. The user always lands on
 * /login, even when the sign-out call fails (spec 01 section 4). We leave the
 * guarded layout first: signing out while it is still mounted lets the guard
 * race us to /login and remember the current page, so the next sign-in would
 * return there instead of to the dashboard. The device's offline data of the
 * user is removed (asked first when changes have not been sent).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const wipe = await confirmDeviceWipe();
    if (wipe === false) return;
    try {
      await navigate(PATHS.login, { replace: true });
      await authClient.signOut();
    } catch {
      // Nothing to tell the user: they are on the login page either way.
    } finally {
      queryClient.clear();
      if (wipe)
        await import('@/web/offline/wipe').then((d) => d.wipeUserData(wipe)).catch(() => {});
    }
  }, [navigate, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '@/web/lib/auth-client';
import { PATHS } from '../paths';

/**
 * Signs out from the sidebar or the account menu. The user always lands on
 * /login, even when the sign-out call fails (spec 01 section 4). We leave the
 * guarded layout first: signing out while it is still mounted lets the guard
 * race us to /login and remember the current page, so the next sign-in would
 * return there instead of to the dashboard.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await navigate(PATHS.login, { replace: true });
      await authClient.signOut();
    } catch {
      // Nothing to tell the user: they are on the login page either way.
    } finally {
      queryClient.clear();
    }
  }, [navigate, queryClient]);
}

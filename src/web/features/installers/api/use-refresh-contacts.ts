import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/web/lib/trpc';

/**
 * After any contact change: the lists, the activity feed and timeline, and the
 * profile (its last-contact date) may all have moved, so refresh them together.
 */
export function useRefreshContacts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.installerContacts.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.installers.get.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}

/** Every contact list (notes, calls, e-mails, documents, the activity feed), not the profile. */
export function useRefreshContactLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.installerContacts.pathKey() });
}

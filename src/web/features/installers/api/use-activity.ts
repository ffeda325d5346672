import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** The installer's activity feed (inspections, contacts, notes, status changes, documents). */
export function useInstallerActivity(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.activity.list.queryOptions({ installerId }));
}

/** Notes, calls and e-mails in one stream, newest first. */
export function useInstallerTimeline(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.activity.timeline.queryOptions({ installerId }));
}

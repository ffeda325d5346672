import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** Whether the role may create and edit projects (the server checks again). */
export function useCanManageProjects() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  return (me.data?.permissions ?? []).includes('projects:manage');
}

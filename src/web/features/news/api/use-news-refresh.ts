import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';
import { notifyErrorWith } from '@/web/lib/notify';

/** After a change every news query (list, overview, post) shows the new figures. */
export function useNewsRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.news.pathKey() });
}

/** News toasts stay three seconds. */
export const onNewsError = notifyErrorWith({ duration: 3000 });

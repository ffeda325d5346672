import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';
import type { ReviewItem } from '../review-types';

/** One page of documents; the last page stays on screen while the next loads. */
export function useReviewList(input: RouterInputs['documentReviews']['list']) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.documentReviews.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

function useRefreshReviews() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.documentReviews.pathKey() });
}

/**
 * Approve and reject; each success names the document (looked up in the page on screen) and
 * refreshes every review query (the tabs' counts too). A rejection's failure shows in its dialog.
 */
export function useReviewDecisions(
  items: readonly ReviewItem[] | undefined,
  { onRejected }: { onRejected: () => void },
) {
  const trpc = useTRPC();
  const refresh = useRefreshReviews();
  const nameOf = (id: string) => items?.find((d) => d.id === id)?.name ?? 'Document';
  const approve = useMutation(
    trpc.documentReviews.approve.mutationOptions({
      onSuccess: async (_done, { id }) => {
        notifySuccess(`${nameOf(id)} approved`);
        await refresh();
      },
      onError: notifyError,
    }),
  );
  const reject = useMutation(
    trpc.documentReviews.reject.mutationOptions({
      onSuccess: async (_done, { id }) => {
        notifySuccess(`${nameOf(id)} rejected`);
        onRejected();
        await refresh();
      },
    }),
  );
  return { approve, reject };
}

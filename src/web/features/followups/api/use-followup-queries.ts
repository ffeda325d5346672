import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { readFieldErrors } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The six stat cards. */
export function useFollowupStats() {
  const trpc = useTRPC();
  return useQuery(trpc.followups.stats.queryOptions());
}

/** One page of a tab; the last page stays on screen while the next loads. */
export function useFollowupList(input: RouterInputs['followups']['list']) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.followups.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** The people a follow-up may be assigned to; asked only while a picker shows. */
export function useFollowupAssignees(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.followups.assignees.queryOptions(), enabled });
}

/**
 * Creates a follow-up. The server's field messages go back onto the form's fields; any other
 * failure shows in the dialog, so there is no error toast.
 */
export function useCreateFollowup({
  onCreated,
  onFieldError,
}: {
  onCreated: () => Promise<void>;
  onFieldError: (field: string, message: string) => void;
}) {
  const trpc = useTRPC();
  return useMutation(
    trpc.followups.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Follow-up created');
        await onCreated();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(readFieldErrors(error))) {
          onFieldError(field, message);
        }
      },
    }),
  );
}

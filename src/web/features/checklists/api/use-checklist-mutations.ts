import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { describeError } from '@/web/lib/describe-error';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes every checklist query (catalogue, inspection checklists, clocks). */
function useRefreshChecklists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.checklists.pathKey() });
}

/** Adds a catalogue item (a new catalogue version); `onAdded` clears the form. */
export function useAddChecklistItem({ onAdded }: { onAdded: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshChecklists();
  return useMutation(
    trpc.checklists.addItem.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`${result.itemId} added: catalogue version ${result.version}`);
        onAdded();
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/**
 * Answers an item. A fail may open a defect and a follow-up, so those lists refresh too; the
 * success toast says which were opened.
 */
export function useAnswerChecklistItem({ itemId, onDone }: { itemId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.checklists.answer.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(
          result.defectId
            ? `${itemId} failed: defect and follow-up opened`
            : result.followupId && result.answer === 'Fail'
              ? `${itemId} failed: follow-up opened`
              : `${itemId} answered ${result.answer}`,
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.checklists.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.followups.pathKey() }),
        ]);
        onDone();
      },
      onError: notifyError,
    }),
  );
}

/** Overturns a fail; the dialog shows a failure beside the reason. */
export function useOverturnFail({
  onDone,
  onProblem,
}: {
  onDone: () => void;
  onProblem: (message: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshChecklists();
  return useMutation(
    trpc.checklists.overturnFail.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`The fail of ${result.itemId} is overturned`);
        onDone();
        await refresh();
      },
      onError: (failure) => onProblem(describeError(failure).message),
    }),
  );
}

/** Accepts or rejects a provided document or photo. */
export function useSetItemStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshChecklists();
  return useMutation(
    trpc.checklists.setStatus.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`${result.itemId} is now ${result.status}`);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Moves a version's effective-from install date; the dialog shows a refusal beside the date. */
export function useSetChecklistVersionDate({
  onDone,
  onProblem,
}: {
  onDone: () => void;
  onProblem: (message: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshChecklists();
  return useMutation(
    trpc.checklists.setVersionDate.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(
          `Version ${result.version} is in force for measures installed from ${formatDate(result.effectiveFrom)}`,
        );
        onDone();
        await refresh();
      },
      onError: (failure) => onProblem(describeError(failure).message),
    }),
  );
}

/** Changes a question's N/A rule and stage (a new version); the dialog shows a refusal. */
export function useSetQuestionRules({
  onDone,
  onProblem,
}: {
  onDone: () => void;
  onProblem: (message: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshChecklists();
  return useMutation(
    trpc.checklists.setQuestionRules.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`${result.itemId} changed: catalogue version ${result.version}`);
        onDone();
        await refresh();
      },
      onError: (failure) => onProblem(describeError(failure).message),
    }),
  );
}

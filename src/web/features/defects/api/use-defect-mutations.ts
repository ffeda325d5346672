import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError, readFieldErrors } from '@/web/lib/describe-error';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshDefects } from './use-defect-support';

/** Reports one defect; the server's field messages go back onto the form's fields. */
export function useCreateDefect({
  onDone,
  onFieldError,
}: {
  onDone: () => void;
  onFieldError: (field: string, message: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshDefects();
  return useMutation(
    trpc.defects.create.mutationOptions({
      onSuccess: async (defect) => {
        notifySuccess(`Defect ${defect.reference} reported`);
        onDone();
        await refresh();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(readFieldErrors(error))) {
          onFieldError(field, message);
        }
      },
    }),
  );
}

/** Raises several defects for one inspection; a failure shows in the dialog. */
export function useRaiseDefects({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshDefects();
  return useMutation(
    trpc.defects.createFromInspection.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(
          result.created === 1 ? '1 defect raised' : `${result.created} defects raised`,
        );
        onDone();
        await refresh();
      },
    }),
  );
}

/** Updates a defect; a failure is handed to the dialog, in the server's words. */
export function useUpdateDefect({
  onDone,
  onProblem,
}: {
  onDone: () => void;
  onProblem: (message: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshDefects();
  return useMutation(
    trpc.defects.update.mutationOptions({
      onSuccess: async (defect) => {
        notifySuccess(`Defect ${defect.reference} updated`);
        onDone();
        await refresh();
      },
      onError: (error) => onProblem(describeError(error).message),
    }),
  );
}

/** Saves the default due times. */
export function useSaveDefectSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.defects.settings.save.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Defect settings saved');
        await queryClient.invalidateQueries({ queryKey: trpc.defects.settings.pathKey() });
      },
      onError: notifyError,
    }),
  );
}

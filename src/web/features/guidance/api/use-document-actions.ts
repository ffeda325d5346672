import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useInvalidateGuidance } from './use-guidance-queries';

/** Publish/unpublish and feature/unfeature; the library refreshes, a failure says why. */
export function useDocumentPublishing() {
  const trpc = useTRPC();
  const invalidate = useInvalidateGuidance();
  const setStatus = useMutation(
    trpc.guidance.setStatus.mutationOptions({ onSuccess: invalidate, onError: notifyError }),
  );
  const setFeatured = useMutation(
    trpc.guidance.setFeatured.mutationOptions({ onSuccess: invalidate, onError: notifyError }),
  );
  return { setStatus, setFeatured };
}

/** Acknowledging a document and assigning the roles that must read it. */
export function useRequiredReading() {
  const trpc = useTRPC();
  const invalidate = useInvalidateGuidance();
  const acknowledge = useMutation(
    trpc.guidance.acknowledge.mutationOptions({ onSuccess: invalidate, onError: notifyError }),
  );
  const assign = useMutation(
    trpc.guidance.setRequiredReading.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Required reading saved.');
        await invalidate();
      },
      onError: notifyError,
    }),
  );
  return { acknowledge, assign };
}

/** Saves a document's details; its failure shows in the form, not as a toast. */
export function useUpdateDocument({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateGuidance();
  return useMutation(
    trpc.guidance.update.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(`Document "${saved.title}" updated.`, { duration: 3000 });
        onDone();
        await invalidate();
      },
    }),
  );
}

/** Deletes a document; its failure shows in the confirmation, not as a toast. */
export function useDeleteDocument({ title, onDeleted }: { title: string; onDeleted: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateGuidance();
  return useMutation(
    trpc.guidance.delete.mutationOptions({
      onSuccess: async () => {
        onDeleted();
        notifySuccess(`Document "${title}" deleted.`, { duration: 3000 });
        await invalidate();
      },
    }),
  );
}

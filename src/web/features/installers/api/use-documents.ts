import { useMutation, useQuery } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { uploadDocument } from '../documents/upload-document';
import { useRefreshContactLists } from './use-refresh-contacts';

/** The installer's documents. */
export function useInstallerDocuments(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.documents.list.queryOptions({ installerId }));
}

// The activity feed records uploads and deletions too, so both refresh every contact list.

/** Deletes a document. */
export function useDeleteDocument({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContactLists();
  return useMutation(
    trpc.installerContacts.documents.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Document deleted');
        onDeleted();
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/**
 * A plain multipart POST (not tRPC): the file streams to storage instead of through JSON. The
 * form shows a refusal itself (mutation.error).
 */
export function useUploadDocument(installerId: string, { onUploaded }: { onUploaded: () => void }) {
  const refresh = useRefreshContactLists();
  return useMutation({
    mutationFn: (form: FormData) => uploadDocument(installerId, form),
    onSuccess: async () => {
      notifySuccess('Document uploaded');
      onUploaded();
      await refresh();
    },
  });
}

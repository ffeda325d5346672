import { useMutation } from '@tanstack/react-query';
import { uploadedNotice } from '@/shared/guidance/catalogue';
import { notifySuccess } from '@/web/lib/notify';
import { postDocumentForm } from '../document-files';
import { useInvalidateGuidance } from './use-guidance-queries';

/**
 * A new document through the multipart route (not tRPC); its failure shows in the form.
 */
export function useUploadDocument({ onDone }: { onDone: () => void }) {
  const invalidate = useInvalidateGuidance();
  return useMutation({
    mutationFn: (input: { fields: Record<string, string>; file: File }) =>
      postDocumentForm<{ title: string }>('/api/guidance/uploads', input.fields, input.file),
    onSuccess: async (saved) => {
      notifySuccess(uploadedNotice(saved.title), { duration: 3000 });
      onDone();
      await invalidate();
    },
  });
}

/** A new version of one document; earlier versions are kept. Its failure shows in the form. */
export function useUploadVersion(documentId: string, { onDone }: { onDone: () => void }) {
  const invalidate = useInvalidateGuidance();
  return useMutation({
    mutationFn: (input: { changeNote: string; major: boolean; file: File }) =>
      postDocumentForm<{ title: string; version: string }>(
        `/api/guidance/documents/${encodeURIComponent(documentId)}/versions`,
        { changeNote: input.changeNote, major: input.major ? 'true' : 'false' },
        input.file,
      ),
    onSuccess: async (saved) => {
      notifySuccess(`Version ${saved.version} of "${saved.title}" uploaded.`, { duration: 3000 });
      onDone();
      await invalidate();
    },
  });
}

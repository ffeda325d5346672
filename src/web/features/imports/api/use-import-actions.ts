import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportEntity } from '@/shared/imports/catalogue';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { uploadImportFile } from '../upload-file';
import { useRefreshImportLists } from './use-import-queries';

/** Uploads a file (multipart, not tRPC); the history refreshes, a refusal goes to `onError`. */
export function useUploadImportFile({
  converter,
  onUploaded,
  onError,
}: {
  converter: boolean;
  onUploaded: (id: string) => void;
  onError: (error: Error) => void;
}) {
  const refresh = useRefreshImportLists();
  return useMutation({
    mutationFn: ({ file, entity }: { file: File; entity: ImportEntity }) =>
      uploadImportFile(file, entity, converter),
    onSuccess: (result) => {
      if (result.savedMapping) notifySuccess('A saved column matching was applied to this file.');
      refresh.history();
      onUploaded(result.id);
    },
    onError,
  });
}

/** Dry run, import and cancel of one file; each refreshes the file, the history and the figures. */
export function useImportSteps(id: string) {
  const trpc = useTRPC();
  const lists = useRefreshImportLists();
  const refresh = () => {
    lists.file(id);
    lists.history();
    lists.stats();
  };
  const options = { onSuccess: refresh, onError: notifyError };
  const dryRun = useMutation(trpc.imports.dryRun.mutationOptions(options));
  const start = useMutation(trpc.imports.start.mutationOptions(options));
  const cancel = useMutation(trpc.imports.cancel.mutationOptions(options));
  return { dryRun, start, cancel };
}

/** When a file's check or import finishes, the history and the figures catch up. */
export function useRefreshListsWhenFinished(phase: string | undefined) {
  const { history, stats } = useRefreshImportLists();
  useEffect(() => {
    if (phase === 'done' || phase === 'checked') {
      history();
      stats();
    }
  }, [phase, history, stats]);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photoSizeHint } from '@/shared/evidence/photo-size';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The tenant's photo size: the longest side photos keep on upload, null for 'Keep original'. */
export function usePhotoSizeSetting() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.photoSize.get.queryOptions());
}

/** Saves it; the upload buttons of open inspection pages follow on their next read. */
export function useSavePhotoSizeSetting() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.photoSize.save.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.settings.photoSize.get.queryKey(), saved);
        notifySuccess(`Photo size saved. ${photoSizeHint(saved.maxLongSidePx)}`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.photoSize.pathKey() });
      },
      onError: notifyError,
    }),
  );
}

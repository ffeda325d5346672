import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { resizePhotoForUpload } from '@/web/lib/resize-photo';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type PortalRemediation = RouterOutputs['portal']['remediations']['list'][number];

/** The installer's failed items with their deadlines and states (portal.remediations.list). */
export function usePortalRemediations() {
  const trpc = useTRPC();
  return useQuery(trpc.portal.remediations.list.queryOptions(undefined, { staleTime: 30_000 }));
}

/** The tenant's photo size (null: keep the original), for reducing photos before upload. */
export function usePortalPhotoSize() {
  const trpc = useTRPC();
  return useQuery(
    trpc.portal.remediations.photoSize.queryOptions(undefined, { staleTime: 300_000 }),
  );
}

/** Re-reads the remediations and the overview's open items after a change. */
function useRefreshRemediations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.portal.remediations.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() }),
    ]);
}

/** Submits what was done with the files already uploaded; the clock stops. */
export function useSubmitRemediation() {
  const trpc = useTRPC();
  const refresh = useRefreshRemediations();
  return useMutation(
    trpc.portal.remediations.submit.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        notifySuccess(
          result.isLate
            ? 'Remediation submitted (after the deadline, so marked late)'
            : 'Remediation submitted: the clock is stopped while it is reviewed',
        );
      },
      onError: notifyError,
    }),
  );
}

type UploadReply = {
  stored: unknown[];
  refused: { fileName: string; error: string }[];
  error?: string;
};
export type UploadOutcome = { storedCount: number; refused: string[] };

type UploadInput = {
  inspectionId: string;
  itemId: string;
  files: File[];
  /** The tenant's photo size; undefined while it loads (then the default: devicePhotoLimit). */
  maxLongSidePx: number | null | undefined;
};

/**
 * Sends the chosen photos and PDFs in one request to the portal's upload route, each photo
 * first reduced on the device to the tenant's photo size (a saving on a site's weak signal; the
 * server applies the same limit whatever arrives).
 */
async function sendFiles(input: UploadInput) {
  const body = new FormData();
  for (const chosen of input.files) {
    const file = await resizePhotoForUpload(chosen, input.maxLongSidePx);
    body.append('files', file, file.name);
  }
  const url = `/api/portal/remediations/${encodeURIComponent(input.inspectionId)}/evidence?itemId=${encodeURIComponent(input.itemId)}`;
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
  let reply: UploadReply | null = null;
  try {
    reply = (await response.json()) as UploadReply;
  } catch {
    // not JSON: the status says enough
  }
  if (!reply || (!response.ok && reply.stored.length === 0 && reply.refused.length === 0))
    throw new Error(reply?.error ?? `Upload failed (${response.status}). Please try again.`);
  return { storedCount: reply.stored.length, refused: reply.refused.map((r) => r.error) };
}

/** Uploads remediation files for one item; refused files are named, the stored ones listed. */
export function useUploadRemediationFiles() {
  const refresh = useRefreshRemediations();
  return useMutation({
    mutationFn: sendFiles,
    onSuccess: async (outcome: UploadOutcome) => {
      await refresh();
      if (outcome.storedCount > 0)
        notifySuccess(`${outcome.storedCount} file${outcome.storedCount === 1 ? '' : 's'} added`);
    },
    onError: notifyError,
  });
}

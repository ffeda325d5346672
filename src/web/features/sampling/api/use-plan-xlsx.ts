import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanExportRequest } from '@/shared/sampling/plan-export';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { downloadBlob } from '../plan/download-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook the server sent as base64, as bytes the browser can save. */
function bytesOf(base64: string) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The plan as Excel, made by the server (sampling.planXlsx) for the quarter and filters shown.
 * A read, so a query; fetched on each click and never cached (the plan moves as work is done),
 * through a mutation for its pending state and one error toast.
 */
export function useDownloadPlanXlsx() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanExportRequest) =>
      queryClient.fetchQuery({
        ...trpc.sampling.planXlsx.queryOptions(input),
        staleTime: 0,
        gcTime: 0,
      }),
    onSuccess: (file) => {
      downloadBlob(file.fileName, new Blob([bytesOf(file.base64)], { type: XLSX_TYPE }));
      notifySuccess(`Exported ${file.rowCount} ${file.rowCount === 1 ? 'row' : 'rows'}`);
    },
    onError: notifyError,
  });
}

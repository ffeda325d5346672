import { useQuery } from '@tanstack/react-query';
import type { InspectionFilters } from '@/shared/inspections/queries';
import { useTRPC } from '@/web/lib/trpc';

/**
 * What the list's evidence ZIP would hold (inspections, files, bytes) or why the server
 * would refuse it, asked when the download dialog opens so a refusal is shown in words,
 * never as a failed download.
 */
export function useEvidenceZipSummary(filters: InspectionFilters, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.evidence.zipSummary.queryOptions(filters),
    enabled,
    // Counted afresh each time the dialog opens: files may have been added since.
    staleTime: 0,
  });
}

import type { WizardVariant } from '@/shared/inspections/wizard-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '@/web/lib/trpc';

/** The user's saved drafts, one per wizard, for the chooser's 'draft saved' hint. */
export function useWizardDrafts() {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.listDrafts.queryOptions());
}

/** The wizard's saved draft, always the server's latest: a cached copy could resume an older one. */
export function useSavedDraft(variant: WizardVariant) {
  const trpc = useTRPC();
  return useQuery(
    trpc.inspection.loadDraft.queryOptions(
      { variant },
      { refetchOnMount: 'always', staleTime: 0, gcTime: 0 },
    ),
  );
}

/**
 * Saving and deleting a draft; the wizard reports failures itself (a failed save is only a
 * warning). `refreshDrafts` updates the chooser's hint after either.
 */
export function useDraftMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync: saveDraft } = useMutation(trpc.inspection.saveDraft.mutationOptions());
  const { mutateAsync: deleteDraft } = useMutation(trpc.inspection.deleteDraft.mutationOptions());
  const refreshDrafts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.inspection.listDrafts.queryKey() }),
    [queryClient, trpc],
  );
  return { saveDraft, deleteDraft, refreshDrafts };
}

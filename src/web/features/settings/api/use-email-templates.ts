import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type TemplateListInput = RouterInputs['installerContacts']['templates']['list'];

/**
 * Refreshes every template query: the installers' e-mail picker reads them through
 * installerContacts, this tab's figures and previews through settings.emailTemplates.
 */
function useInvalidateTemplates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.installerContacts.templates.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.settings.emailTemplates.pathKey() }),
    ]);
}

/** The templates, all or one category's. */
export function useEmailTemplates(input: TemplateListInput) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.templates.list.queryOptions(input));
}

/** How many templates there are and how this month's e-mails went. */
export function useTemplateUsage() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.emailTemplates.usage.queryOptions());
}

/** Installers a preview may fill the variables from. */
export function useSampleInstallers() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.emailTemplates.sampleInstallers.queryOptions());
}

/** A subject and body with the variables filled in, from the chosen (or a default) installer. */
export function useTemplatePreview(input: RouterInputs['settings']['emailTemplates']['preview']) {
  const trpc = useTRPC();
  return useQuery(trpc.settings.emailTemplates.preview.queryOptions(input));
}

/**
 * Create and update for the template form. The form shows a failure inside itself, so neither
 * has an error toast; `onDone` closes the dialog before the lists refresh.
 */
export function useSaveTemplate({ isEdit, onDone }: { isEdit: boolean; onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTemplates();
  const onSuccess = async () => {
    notifySuccess(isEdit ? 'Template updated' : 'Template created');
    onDone();
    await invalidate();
  };
  const create = useMutation(
    trpc.installerContacts.templates.create.mutationOptions({ onSuccess }),
  );
  const update = useMutation(
    trpc.installerContacts.templates.update.mutationOptions({ onSuccess }),
  );
  return { create, update };
}

export function useDuplicateTemplate() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTemplates();
  return useMutation(
    trpc.installerContacts.templates.duplicate.mutationOptions({
      onSuccess: async (copy) => {
        notifySuccess(`Template duplicated as "${copy.name}"`);
        await invalidate();
      },
      onError: notifyError,
    }),
  );
}

/** `onDone` closes the confirmation whether the delete worked or not. */
export function useDeleteTemplate({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateTemplates();
  return useMutation(
    trpc.installerContacts.templates.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Template deleted');
        onDone();
        await invalidate();
      },
      onError: (error) => {
        onDone();
        notifyError(error);
      },
    }),
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

type RecordedPayment = RouterOutputs['payments']['record'];

/** Refreshes every payments query (summary, list, options). */
function useRefreshPayments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() });
}

/**
 * Marks a payment paid. The page words the success toast (it knows the reference) and keeps the
 * refusal beside the table, so both come from the caller; the error toast comes from here.
 */
export function useMarkPaymentPaid(handlers: {
  onPaid: (id: string) => void;
  onRefused: (error: unknown, id: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshPayments();
  return useMutation(
    trpc.payments.markPaid.mutationOptions({
      onSuccess: async (_result, { id }) => {
        handlers.onPaid(id);
        await refresh();
      },
      onError: (error, { id }) => {
        handlers.onRefused(error, id);
        notifyError(error);
      },
    }),
  );
}

/** Issues (or finds the already issued) invoice for a payment. */
export function useGenerateInvoice({ onGenerated }: { onGenerated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshPayments();
  return useMutation(
    trpc.payments.generateInvoice.mutationOptions({
      onSuccess: async (invoice) => {
        notifySuccess(
          invoice.isNew
            ? `Invoice ${invoice.invoiceNumber} generated`
            : `Invoice ${invoice.invoiceNumber} was already issued`,
        );
        onGenerated();
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Records a payment due; a refusal is shown in the form, so there is no error toast. */
export function useRecordPayment({
  onRecorded,
}: {
  onRecorded: (created: RecordedPayment) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshPayments();
  return useMutation(
    trpc.payments.record.mutationOptions({
      onSuccess: async (created) => {
        notifySuccess(`Payment ${created.reference} recorded`);
        onRecorded(created);
        await refresh();
      },
    }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type WebhookEndpoint = RouterOutputs['webhooks']['list'][number];
export type WebhookDeliveryPage = RouterOutputs['webhooks']['deliveries'];
export type WebhookDelivery = WebhookDeliveryPage['items'][number];

// Deliveries arrive from the server's job every few seconds: the tab shows them as they do.
const LIVE_MS = 3000;

function useInvalidateWebhooks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
}

export function useWebhookEndpoints() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.webhooks.list.queryOptions(), refetchInterval: LIVE_MS });
}

export function useWebhookDeliveries(endpointId: string, page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ endpointId, page }),
    refetchInterval: LIVE_MS,
    placeholderData: (previous) => previous,
  });
}

/**
 * Create and update for the endpoint form; the form shows a refusal inside itself. A create
 * hands its one-time secret to `onCreated`.
 */
export function useSaveWebhookEndpoint(handlers: {
  onCreated: (secret: { id: string; secret: string }) => void;
  onUpdated: () => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: async (created) => {
        notifySuccess('Endpoint added');
        handlers.onCreated(created);
        await invalidate();
      },
    }),
  );
  const update = useMutation(
    trpc.webhooks.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Endpoint saved');
        handlers.onUpdated();
        await invalidate();
      },
    }),
  );
  return { create, update };
}

export function useRotateWebhookSecret(
  onRotated: (secret: { id: string; secret: string }) => void,
) {
  const trpc = useTRPC();
  return useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({ onSuccess: onRotated, onError: notifyError }),
  );
}

export function useDeleteWebhookEndpoint(onDeleted: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Endpoint deleted');
        onDeleted();
        await invalidate();
      },
    }),
  );
}

export function useSendWebhookTest() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.sendTest.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Test event queued: it appears under Deliveries in a few seconds');
        await invalidate();
      },
      onError: notifyError,
    }),
  );
}

export function useReplayWebhookDelivery() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.replay.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Delivery queued to be sent again');
        await invalidate();
      },
      onError: notifyError,
    }),
  );
}

export function useReplayFailedWebhookDeliveries() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.replayFailed.mutationOptions({
      onSuccess: async ({ replayed }) => {
        notifySuccess(
          replayed === 0
            ? 'No failed deliveries to replay'
            : `${replayed} failed deliver${replayed === 1 ? 'y' : 'ies'} queued to be sent again`,
        );
        await invalidate();
      },
      onError: notifyError,
    }),
  );
}

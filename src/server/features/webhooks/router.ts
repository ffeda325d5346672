import {
  ReplayDeliveryInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesInput,
  WebhookEndpointFields,
  WebhookEndpointIdInput,
} from '@/shared/webhooks/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import {
  listDeliveries,
  replayDelivery,
  replayFailedDeliveries,
  sendTestEvent,
} from './deliveries';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './endpoints';

const manage = permissionProcedure('webhooks:manage');

// Admin Settings > Webhooks (issue 33 point 5): every procedure needs webhooks:manage.
export const webhooksRouter = router({
  list: manage.query(({ ctx }) => listEndpoints(ctx)),
  create: manage
    .input(WebhookEndpointFields)
    .mutation(({ ctx, input }) => createEndpoint(ctx, input)),
  update: manage
    .input(UpdateWebhookEndpointInput)
    .mutation(({ ctx, input }) => updateEndpoint(ctx, input)),
  rotateSecret: manage
    .input(WebhookEndpointIdInput)
    .mutation(({ ctx, input }) => rotateSecret(ctx, input.id)),
  delete: manage
    .input(WebhookEndpointIdInput)
    .mutation(({ ctx, input }) => deleteEndpoint(ctx, input.id)),
  deliveries: manage
    .input(WebhookDeliveriesInput)
    .query(({ ctx, input }) => listDeliveries(ctx, input)),
  replay: manage
    .input(ReplayDeliveryInput)
    .mutation(({ ctx, input }) => replayDelivery(ctx, input.deliveryId)),
  replayFailed: manage
    .input(WebhookEndpointIdInput)
    .mutation(({ ctx, input }) => replayFailedDeliveries(ctx, input.id)),
  sendTest: manage
    .input(WebhookEndpointIdInput)
    .mutation(({ ctx, input }) => sendTestEvent(ctx, input.id)),
});

import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events';

export const WEBHOOK_URL_MAX = 2000;

/** https only; plain http is for a receiver on this machine when the installation allows it. */
export const WEBHOOK_HTTPS_MESSAGE = 'The URL must start with https://';

const webhookUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be no more than ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => URL.canParse(value), 'Enter a full URL, like https://example.com/hooks')
  .refine((value) => /^https?:\/\//i.test(value), WEBHOOK_HTTPS_MESSAGE)
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return !url || (!url.username && !url.password);
  }, 'The URL must not contain a user name or password');

export const WebhookEndpointFields = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200, 'Description must be no more than 200 characters'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: 'Choose events from the list' }))
    .min(1, 'Choose at least one event'),
  enabled: z.boolean(),
});
export type WebhookEndpointFields = z.input<typeof WebhookEndpointFields>;

export const WebhookEndpointIdInput = z.object({ id: z.string().uuid() });

export const UpdateWebhookEndpointInput = WebhookEndpointFields.extend({ id: z.string().uuid() });
export type UpdateWebhookEndpointInput = z.input<typeof UpdateWebhookEndpointInput>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

export const WebhookDeliveriesInput = z.object({
  endpointId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(WEBHOOK_DELIVERY_PAGE_SIZE),
});
export type WebhookDeliveriesInput = z.input<typeof WebhookDeliveriesInput>;

export const ReplayDeliveryInput = z.object({ deliveryId: z.string().uuid() });

import { useId } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@/shared/webhooks/events';
import { WebhookEndpointFields } from '@/shared/webhooks/schemas';
import { FormDialog, SaveFailure } from '@/web/components/form-dialog';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSaveWebhookEndpoint, type WebhookEndpoint } from '../api/use-webhooks';

type EndpointForm = ReturnType<typeof useEndpointForm>;

const useEndpointForm = (defaultValues: WebhookEndpointFields) =>
  useZodForm(WebhookEndpointFields, { defaultValues });

const EMPTY: WebhookEndpointFields = { url: '', description: '', events: [], enabled: true };

/** Add (endpoint null) or edit an endpoint with the schema the server checks. */
export function WebhookFormDialog({
  open,
  endpoint,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (secret: { id: string; secret: string }) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      formKey={endpoint?.id ?? 'new'}
    >
      <WebhookForm
        endpoint={endpoint}
        onCreated={(secret) => {
          onOpenChange(false);
          onCreated(secret);
        }}
        onUpdated={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function WebhookForm({
  endpoint,
  onCreated,
  onUpdated,
}: {
  endpoint: WebhookEndpoint | null;
  onCreated: (secret: { id: string; secret: string }) => void;
  onUpdated: () => void;
}) {
  const id = useId();
  const form = useEndpointForm(
    endpoint
      ? {
          url: endpoint.url,
          description: endpoint.description,
          events: endpoint.events as WebhookEndpointFields['events'],
          enabled: endpoint.enabled,
        }
      : EMPTY,
  );
  const { create, update } = useSaveWebhookEndpoint({ onCreated, onUpdated });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        endpoint ? update.mutate({ ...values, id: endpoint.id }) : create.mutate(values),
      )}
    >
      <SaveFailure error={create.error ?? update.error} />
      <FormField
        id={`${id}-url`}
        label="Endpoint URL"
        isRequired
        hint="Where InspectHub posts events: https, reachable on the internet"
        error={errors.url?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="url"
            inputMode="url"
            placeholder="https://example.com/inspecthub"
            {...form.register('url')}
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('description')} />}
      </FormField>
      <EventChoices id={id} form={form} />
      <FormField
        id={`${id}-enabled`}
        label="Enabled (send events to this endpoint)"
        layout="inline"
      >
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('enabled')} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}

/** One checkbox per event, a group named by its legend. */
function EventChoices({ id, form }: { id: string; form: EndpointForm }) {
  return (
    <fieldset aria-describedby={form.formState.errors.events ? `${id}-events-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">Events to send</legend>
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <FormField
            key={event}
            id={`${id}-${event}`}
            label={WEBHOOK_EVENT_LABELS[event]}
            layout="inline"
          >
            {(c) => <Checkbox {...fieldAria(c)} value={event} {...form.register('events')} />}
          </FormField>
        ))}
      </div>
      {form.formState.errors.events && (
        <p id={`${id}-events-error`} className="mt-1 text-sm text-red-700">
          {form.formState.errors.events.message}
        </p>
      )}
    </fieldset>
  );
}

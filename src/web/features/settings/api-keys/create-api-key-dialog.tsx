import { useId } from 'react';
import { CreateApiKeyInput, DEFAULT_API_KEY_RATE } from '@/shared/api-keys/schema';
import { FormDialog, SaveFailure } from '@/web/components/form-dialog';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateApiKey, type CreatedApiKey } from './api/use-api-keys';
import { ScopeChoices } from './scope-choices';

const EMPTY: CreateApiKeyInput = {
  name: '',
  scopes: [],
  expiresAt: '',
  rateLimitPerMinute: DEFAULT_API_KEY_RATE,
};

/** "Create API key": the schema the server checks; the secret goes to `onCreated` once. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
  can,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedApiKey) => void;
  can: PermissionCheck;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Create API key" formKey="new">
      <CreateApiKeyForm
        can={can}
        onCreated={(created) => {
          onOpenChange(false);
          onCreated(created);
        }}
      />
    </FormDialog>
  );
}

function CreateApiKeyForm({
  can,
  onCreated,
}: {
  can: PermissionCheck;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const id = useId();
  const form = useZodForm(CreateApiKeyInput, { defaultValues: EMPTY });
  const create = useCreateApiKey(onCreated);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      <SaveFailure error={create.error} />
      <FormField
        id={`${id}-name`}
        label="Name"
        isRequired
        hint="Say which system uses it, for example 'Job system (production)'"
        error={errors.name?.message}
      >
        {(c) => <Input {...fieldAria(c)} maxLength={100} {...form.register('name')} />}
      </FormField>
      <ScopeChoices id={id} form={form} can={can} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-expires`}
          label="Expiry date"
          hint="Optional: the key works until the end of this day (UK time)"
          error={errors.expiresAt?.message}
        >
          {(c) => <Input {...fieldAria(c)} type="date" {...form.register('expiresAt')} />}
        </FormField>
        <FormField
          id={`${id}-rate`}
          label="Requests per minute"
          isRequired
          hint="1 to 10000; more are answered 429 until the minute is up"
          error={errors.rateLimitPerMinute?.message}
        >
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              inputMode="numeric"
              min={1}
              max={10000}
              {...form.register('rateLimitPerMinute', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={create.isPending}>
          Create API key
        </Button>
      </div>
    </form>
  );
}

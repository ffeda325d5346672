import { useId, useMemo, type ReactNode } from 'react';
import { ROLES } from '@/shared/roles';
import { ssoCallbackUrl, SsoProviderFields, type SsoProviderOutput } from '@/shared/sso/schemas';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSaveSsoProvider, type SsoProvider } from './api/use-sso';
import { ROLE_WORDS } from './role-words';
import { TestConnection } from './test-connection';

const EMPTY: SsoProviderFields = {
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: '',
  defaultRole: 'INSPECTOR',
  requireSso: false,
};

// A new provider needs its secret; an edit keeps the saved one when the field stays empty.
const NEW_PROVIDER = SsoProviderFields.refine((value) => value.clientSecret, {
  message: 'Client secret is required',
  path: ['clientSecret'],
});

/** A new provider's id, made here so its redirect URL can be given to the provider first. */
function newProviderId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `oidc-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Add (provider null) or edit a provider with the schema the server checks. */
export function ProviderFormDialog({
  open,
  provider,
  onOpenChange,
}: {
  open: boolean;
  provider: SsoProvider | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={provider ? 'Edit single sign-on provider' : 'Add single sign-on provider'}
        className="max-w-2xl"
      >
        {open && (
          <ProviderForm
            key={provider?.id ?? 'new'}
            provider={provider}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProviderForm({
  provider,
  onSaved,
}: {
  provider: SsoProvider | null;
  onSaved: () => void;
}) {
  const providerId = useMemo(() => (provider ? null : newProviderId()), [provider]);
  const form = useZodForm(provider ? SsoProviderFields : NEW_PROVIDER, {
    defaultValues: provider
      ? { ...provider, clientSecret: '', domains: provider.domains.join(', ') }
      : EMPTY,
  });
  const { create, update } = useSaveSsoProvider(onSaved);
  const failure = create.error ?? update.error;
  const callbackUrl = provider?.callbackUrl ?? ssoCallbackUrl(window.location.origin, providerId!);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        const fields = { ...values, domains: values.domains.join(', ') };
        if (provider) update.mutate({ ...fields, id: provider.id });
        else create.mutate({ ...fields, providerId: providerId! });
      })}
    >
      {failure && (
        <Alert tone="error" role="alert">
          {describeError(failure).message}
        </Alert>
      )}
      <CallbackUrl url={callbackUrl} />
      <ProviderFields form={form} isNew={!provider} />
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {provider ? 'Save provider' : 'Add provider'}
        </Button>
      </div>
    </form>
  );
}

function CallbackUrl({ url }: { url: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">Redirect URL</p>
      <p className="text-slate-600">Register this address with your identity provider.</p>
      <p className="mt-1 font-mono break-all" data-testid="sso-form-callback-url">
        {url}
      </p>
    </div>
  );
}

function SecretField({
  id,
  isNew,
  error,
  children,
}: {
  id: string;
  isNew: boolean;
  error: string | undefined;
  children: Parameters<typeof FormField>[0]['children'];
}): ReactNode {
  return (
    <FormField
      id={`${id}-secret`}
      label="Client secret"
      isRequired={isNew}
      error={error}
      hint={
        isNew
          ? 'Stored on the server and never shown again'
          : 'Leave empty to keep the saved secret'
      }
    >
      {children}
    </FormField>
  );
}

type ProviderFormState = ReturnType<typeof useZodForm<SsoProviderFields, SsoProviderOutput>>;

/** The fields, in the order an administrator copies them from the identity provider. */
function ProviderFields({ form, isNew }: { form: ProviderFormState; isNew: boolean }) {
  const id = useId();
  const errors = form.formState.errors;
  return (
    <>
      <FormField
        id={`${id}-name`}
        label="Display name"
        isRequired
        error={errors.name?.message}
        hint="Shown on the sign-in page, e.g. Contoso staff account"
      >
        {(c) => <Input {...fieldAria(c)} {...form.register('name')} />}
      </FormField>
      <FormField
        id={`${id}-issuer`}
        label="Issuer URL"
        isRequired
        error={errors.issuer?.message}
        hint="Entra ID: https://login.microsoftonline.com/<tenant id>/v2.0 · Google: https://accounts.google.com"
      >
        {(c) => <Input {...fieldAria(c)} type="url" inputMode="url" {...form.register('issuer')} />}
      </FormField>
      <TestConnection issuer={() => form.getValues('issuer')} />
      <FormField
        id={`${id}-client-id`}
        label="Client ID"
        isRequired
        error={errors.clientId?.message}
      >
        {(c) => <Input {...fieldAria(c)} autoComplete="off" {...form.register('clientId')} />}
      </FormField>
      <SecretField id={id} isNew={isNew} error={errors.clientSecret?.message}>
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="password"
            autoComplete="new-password"
            {...form.register('clientSecret')}
          />
        )}
      </SecretField>
      <FormField
        id={`${id}-domains`}
        label="E-mail domains"
        isRequired
        error={errors.domains?.message}
        hint="One or more, separated by commas, e.g. contoso.com, contoso.co.uk"
      >
        {(c) => <Input {...fieldAria(c)} {...form.register('domains')} />}
      </FormField>
      <FormField
        id={`${id}-role`}
        label="Role for new users"
        isRequired
        error={errors.defaultRole?.message}
      >
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('defaultRole')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_WORDS[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${id}-require`}
        label="Require single sign-on for these domains"
        layout="inline"
        hint="Password sign-in is then refused for this organisation's users in these domains"
      >
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('requireSso')} />}
      </FormField>
    </>
  );
}

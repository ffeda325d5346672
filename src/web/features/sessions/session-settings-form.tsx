import { useId } from 'react';
import { SessionSettingsInput } from '@/shared/sessions/index';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSaveSessionSettings, useSessionSettings } from './api/use-sessions';

const FIELDS = [
  [
    'maxConcurrentSessions',
    'Max concurrent sessions',
    "Per user, 1-20. Signing in beyond it ends that user's oldest session.",
    1,
    20,
  ],
  [
    'idleTimeoutMinutes',
    'Session timeout (minutes)',
    "Idle time before sign-out, 5-1440. A user's own shorter choice in Account Settings applies too.",
    5,
    1440,
  ],
] as const;

/** Tenant session limits; read-only without settings:manage (the server refuses regardless). */
export function SessionSettingsForm({ canManage }: { canManage: boolean }) {
  const id = useId();
  const settings = useSessionSettings();
  const form = useZodForm(SessionSettingsInput, {
    values: settings.data,
  });
  const save = useSaveSessionSettings();
  const { errors } = form.formState;

  return (
    <Card>
      <form
        aria-label="Session settings"
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="space-y-4"
      >
        <h2 className="text-lg font-semibold text-slate-900">Session Settings</h2>
        {save.isError && (
          <Alert tone="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {FIELDS.map(([name, label, hint, min, max]) => (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={label}
              hint={hint}
              error={errors[name]?.message}
            >
              {(control) => (
                <Input
                  {...fieldAria(control)}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  readOnly={!canManage}
                  disabled={settings.isPending}
                  {...form.register(name, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
        </div>
        {canManage ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending || settings.isPending}>
              {save.isPending ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Only administrators can change these limits.</p>
        )}
      </form>
    </Card>
  );
}

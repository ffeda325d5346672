import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { SessionSettingsInput } from '@/shared/sessions/index';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { useTRPC } from '@/web/lib/trpc';
import { useZodForm } from '@/web/lib/use-zod-form';

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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery(trpc.sessions.getSettings.queryOptions());
  const form = useZodForm(SessionSettingsInput, {
    values: settings.data,
  });
  const save = useMutation(
    trpc.sessions.saveSettings.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.sessions.pathKey() });
        toast.success('Session settings saved');
      },
    }),
  );
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
          {FIELDS.map(([name, label, hint, min, max]) => {
            const error = errors[name]?.message;
            return (
              <div key={name}>
                <label
                  htmlFor={`${id}-${name}`}
                  className="block text-sm font-medium text-slate-800"
                >
                  {label}
                </label>
                <Input
                  id={`${id}-${name}`}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  readOnly={!canManage}
                  disabled={settings.isPending}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
                  className="mt-1"
                  {...form.register(name, { valueAsNumber: true })}
                />
                <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
                  {hint}
                </p>
                {error && (
                  <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
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

import { REVIEW_FREQUENCIES } from '@/shared/installers/catalogue';
import { MonitoringSettingsInput } from '@/shared/installers/schemas';
import { Controller } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useSaveMonitoringSettings } from '../api/use-monitoring-actions';
import { NOTIFICATION_SWITCHES, type SettingsValues } from './settings-labels';
import { SwitchField } from './switch-field';
import { ThresholdFields } from './threshold-fields';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

type SettingsFormProps = { initial: SettingsValues; canManage: boolean };

/** Thresholds, review frequency and notification channels; read-only without monitoring:manage. */
export function SettingsForm({ initial, canManage }: SettingsFormProps) {
  const form = useZodForm(MonitoringSettingsInput, {
    defaultValues: initial,
  });
  const mutation = useSaveMonitoringSettings({ onSaved: (saved) => form.reset(saved) });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {!canManage && (
        <p
          role="note"
          className="mb-4 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
        >
          Only administrators and coordinators can change these settings.
        </p>
      )}
      {/* A disabled fieldset makes every control read-only in one place. */}
      <fieldset disabled={!canManage || mutation.isPending} className="space-y-4">
        <legend className="sr-only">Enhanced monitoring settings</legend>
        <Card className="p-4">
          <h3 className="font-semibold text-slate-900">Rules</h3>
          <ThresholdFields form={form} reviewFrequencies={REVIEW_FREQUENCIES} />
        </Card>
        <Card className="p-4">
          <h3 className="font-semibold text-slate-900">Notifications</h3>
          <div className="divide-y divide-slate-100">
            {NOTIFICATION_SWITCHES.map((item) => (
              <Controller
                key={item.name}
                control={form.control}
                name={item.name}
                render={({ field }) => (
                  <SwitchField
                    id={`monitoring-${item.name}`}
                    label={item.label}
                    hint={item.hint}
                    checked={field.value}
                    disabled={!canManage || mutation.isPending}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            ))}
          </div>
        </Card>
        {mutation.error && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {describeError(mutation.error).message}
          </p>
        )}
        {canManage && (
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}

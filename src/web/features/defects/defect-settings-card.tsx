import { DefectSettingsInput } from '@/shared/defects/schemas';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useSaveDefectSettings } from './api/use-defect-mutations';
import { useDefectSettings } from './api/use-defect-support';

type Values = z.output<typeof DefectSettingsInput>;

/** The two default due times: a critical defect's in hours, any other's in weeks. */
const PERIOD_FIELDS = [
  {
    name: 'criticalDueHours',
    id: 'critical-due-hours',
    label: 'Critical (health and safety), hours',
    max: 720,
  },
  { name: 'otherDueWeeks', id: 'other-due-weeks', label: 'Other defects, weeks', max: 52 },
  // Staff's clock on submitted remediation evidence (TrustMark: 2 weeks), docs/checklists.md.
  {
    name: 'reviewWindowDays',
    id: 'review-window-days',
    label: 'Remediation review, days',
    max: 90,
  },
] as const;

/**
 * Administrators set the default due times of new defects (also the remediation deadlines of
 * failed checklist items) and the review window for submitted remediation evidence.
 */
export function DefectSettingsCard() {
  const settings = useDefectSettings();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Default due dates</h2>
      {settings.data ? (
        <SettingsForm initial={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {describeError(settings.error).message}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Loading settings…</p>
      )}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: Values }) {
  const form = useZodForm(DefectSettingsInput, {
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const save = useSaveDefectSettings();
  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
      className="flex flex-wrap items-start gap-4"
    >
      {PERIOD_FIELDS.map((period) => (
        <FormField
          key={period.name}
          id={period.id}
          label={period.label}
          error={errors[period.name]?.message}
          className="w-56"
        >
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              min={1}
              max={period.max}
              {...form.register(period.name, { valueAsNumber: true })}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" className="mt-6" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}

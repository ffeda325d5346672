import { ordinal, WEEKDAYS } from '@/shared/reports/catalogue';
import { updateScheduleSchema } from '@/shared/reports/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useZodForm } from '@/web/lib/use-zod-form';
import { ScheduleContentFields } from './schedule-content-fields';
import { SelectField } from './select-field';
import { useSaveReportSchedule } from './api/use-report-actions';
import type { ScheduleItem } from './report-types';

const DAYS_OF_MONTH = Array.from({ length: 28 }, (_, i) => i + 1).map((d) => ({
  value: d,
  label: ordinal(d),
}));
const toNumberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));
function useScheduleForm(schedule: ScheduleItem) {
  return useZodForm(updateScheduleSchema, {
    defaultValues: {
      id: schedule.id,
      name: schedule.name,
      preset: schedule.preset,
      type: schedule.type,
      status: schedule.status,
      format: schedule.format,
      cadence: schedule.cadence,
      dayOfWeek: schedule.dayOfWeek ?? 5,
      dayOfMonth: schedule.dayOfMonth ?? 1,
      timeOfDay: schedule.timeOfDay,
      enabled: schedule.enabled,
    },
  });
}

/** Edit a scheduled report: what it contains, its format and when it runs (UK time). */
export function ScheduleDialog({
  schedule,
  onDone,
}: {
  schedule: ScheduleItem;
  onDone: () => void;
}) {
  const form = useScheduleForm(schedule);
  const { errors } = form.formState;
  const save = useSaveReportSchedule({ onSaved: onDone });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <DialogContent title="Edit Scheduled Report" description="Times are UK time (GMT/BST).">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <FormField id="schedule-name" label="Name" error={errors.name?.message}>
          {(c) => <Input {...fieldAria(c)} {...form.register('name')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <ScheduleContentFields form={form} />
          <ScheduleTimingFields form={form} />
          <FormField id="schedule-enabled" label="Active" layout="inline" className="self-end pb-2">
            {(c) => (
              <input
                {...fieldAria(c)}
                type="checkbox"
                className="h-4 w-4 accent-emerald-700"
                {...form.register('enabled')}
              />
            )}
          </FormField>
        </div>
        {save.error && (
          <Alert tone="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            Save Schedule
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

/** Repeats, the day it runs on (of the week or of the month) and the time. */
function ScheduleTimingFields({ form }: { form: ReturnType<typeof useScheduleForm> }) {
  const { errors } = form.formState;
  const cadence = form.watch('cadence');
  return (
    <>
      <SelectField
        id="schedule-cadence"
        label="Repeats"
        options={[
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
        ]}
        field={form.register('cadence')}
      />
      {cadence === 'weekly' ? (
        <SelectField
          id="schedule-day-of-week"
          label="Day of week"
          error={errors.dayOfWeek?.message}
          options={WEEKDAYS}
          field={form.register('dayOfWeek', { setValueAs: toNumberOrNull })}
        />
      ) : (
        <SelectField
          id="schedule-day-of-month"
          label="Day of month"
          error={errors.dayOfMonth?.message}
          options={DAYS_OF_MONTH}
          field={form.register('dayOfMonth', { setValueAs: toNumberOrNull })}
        />
      )}
      <FormField id="schedule-time" label="Time" error={errors.timeOfDay?.message}>
        {(c) => <Input {...fieldAria(c)} type="time" {...form.register('timeOfDay')} />}
      </FormField>
    </>
  );
}

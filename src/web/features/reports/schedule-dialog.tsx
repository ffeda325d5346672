import {
  ordinal,
  REPORT_FORMAT_LABELS,
  REPORT_PRESET_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  WEEKDAYS,
} from '@/shared/reports/catalogue';
import {
  REPORT_FORMATS,
  REPORT_PRESETS,
  REPORT_STATUSES,
  REPORT_TYPES,
  updateScheduleSchema,
} from '@/shared/reports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { useTRPC } from '@/web/lib/trpc';
import { FieldError } from '@/web/components/field-error';
import type { ScheduleItem } from './report-types';
import { useZodForm } from '@/web/lib/use-zod-form';

const DAYS_OF_MONTH = Array.from({ length: 28 }, (_, i) => i + 1);
const toNumberOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));
const fieldProps = (id: string, message: string | undefined) => ({
  id,
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-error` : undefined,
});

/** Edit a scheduled report: what it contains, its format and when it runs (UK time). */
export function ScheduleDialog({
  schedule,
  onDone,
}: {
  schedule: ScheduleItem;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(updateScheduleSchema, {
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
  const { errors } = form.formState;
  const cadence = form.watch('cadence');
  const save = useMutation(
    trpc.reports.schedules.update.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`${saved.name} saved: ${saved.description}`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
      },
    }),
  );
  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <DialogContent title="Edit Scheduled Report" description="Times are UK time (GMT/BST).">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <div>
          <Label htmlFor="schedule-name">Name</Label>
          <Input
            className="mt-1"
            {...fieldProps('schedule-name', errors.name?.message)}
            {...form.register('name')}
          />
          <FieldError id="schedule-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="schedule-preset">Content</Label>
            <Select className="mt-1" id="schedule-preset" {...form.register('preset')}>
              {REPORT_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {REPORT_PRESET_LABELS[p]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="schedule-format">Format</Label>
            <Select className="mt-1" id="schedule-format" {...form.register('format')}>
              {REPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {REPORT_FORMAT_LABELS[f]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="schedule-type">Report Type</Label>
            <Select className="mt-1" id="schedule-type" {...form.register('type')}>
              {REPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REPORT_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="schedule-status">Status</Label>
            <Select className="mt-1" id="schedule-status" {...form.register('status')}>
              {REPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REPORT_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="schedule-cadence">Repeats</Label>
            <Select className="mt-1" id="schedule-cadence" {...form.register('cadence')}>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </Select>
          </div>
          {cadence === 'weekly' ? (
            <div>
              <Label htmlFor="schedule-day-of-week">Day of week</Label>
              <Select
                className="mt-1"
                {...fieldProps('schedule-day-of-week', errors.dayOfWeek?.message)}
                {...form.register('dayOfWeek', { setValueAs: toNumberOrNull })}
              >
                {WEEKDAYS.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </Select>
              <FieldError id="schedule-day-of-week-error" message={errors.dayOfWeek?.message} />
            </div>
          ) : (
            <div>
              <Label htmlFor="schedule-day-of-month">Day of month</Label>
              <Select
                className="mt-1"
                {...fieldProps('schedule-day-of-month', errors.dayOfMonth?.message)}
                {...form.register('dayOfMonth', { setValueAs: toNumberOrNull })}
              >
                {DAYS_OF_MONTH.map((d) => (
                  <option key={d} value={d}>
                    {ordinal(d)}
                  </option>
                ))}
              </Select>
              <FieldError id="schedule-day-of-month-error" message={errors.dayOfMonth?.message} />
            </div>
          )}
          <div>
            <Label htmlFor="schedule-time">Time</Label>
            <Input
              className="mt-1"
              type="time"
              {...fieldProps('schedule-time', errors.timeOfDay?.message)}
              {...form.register('timeOfDay')}
            />
            <FieldError id="schedule-time-error" message={errors.timeOfDay?.message} />
          </div>
          <div className="flex items-end gap-2 pb-2">
            <input
              id="schedule-enabled"
              type="checkbox"
              className="h-4 w-4 accent-emerald-700"
              {...form.register('enabled')}
            />
            <Label htmlFor="schedule-enabled">Active</Label>
          </div>
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

import { todayInLondon } from '@/shared/format';
import { TIME_SLOTS } from '@/shared/schedule/catalogue';
import { RescheduleVisitInput } from '@/shared/schedule/schedule-inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useRescheduleVisit } from './api/use-visit-actions';
import { useScheduleInspectors } from './api/use-schedule-queries';
import type { CalendarEntry } from './types';

function RescheduleForm({ entry, onDone }: { entry: CalendarEntry; onDone: () => void }) {
  const inspectors = useScheduleInspectors();
  const form = useZodForm(RescheduleVisitInput, {
    defaultValues: {
      id: entry.visitId ?? '',
      date: entry.date,
      time: entry.time ?? '',
      inspectorId: entry.inspectorUserId ?? '',
    },
  });
  const mutation = useRescheduleVisit({ onMoved: onDone });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField id="move-date" label="Date" error={errors.date?.message}>
        {(c) => (
          <Input {...fieldAria(c)} type="date" min={todayInLondon()} {...form.register('date')} />
        )}
      </FormField>
      <FormField id="move-time" label="Time" error={errors.time?.message}>
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('time')}>
            <option value="">Choose a time</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="move-inspector" label="Inspector" error={errors.inspectorId?.message}>
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('inspectorId')}>
            <option value="">Choose an inspector</option>
            {inspectors.data?.map((inspector) => (
              <option key={inspector.id} value={inspector.id}>
                {inspector.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Reschedule'}
        </Button>
      </div>
    </form>
  );
}

export function RescheduleDialog({
  entry,
  onClose,
}: {
  entry: CalendarEntry | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent title="Reschedule visit" description={entry.location}>
          <RescheduleForm entry={entry} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

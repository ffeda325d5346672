import { RescheduleVisitInput } from '@/shared/schedule/schedule-inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useRescheduleVisit } from './api/use-visit-actions';
import { VisitDateField, VisitInspectorField, VisitTimeField } from './book-visit-slot-fields';
import type { CalendarEntry } from './types';

function RescheduleForm({ entry, onDone }: { entry: CalendarEntry; onDone: () => void }) {
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
      <VisitDateField id="move-date" error={errors.date?.message} field={form.register('date')} />
      <VisitTimeField id="move-time" error={errors.time?.message} field={form.register('time')} />
      <VisitInspectorField
        id="move-inspector"
        error={errors.inspectorId?.message}
        field={form.register('inspectorId')}
      />
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatDate, todayInLondon } from '@/shared/format';
import { TIME_SLOTS } from '@/shared/schedule/catalogue';
import { RescheduleVisitInput } from '@/shared/schedule/schedule-inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { useTRPC } from '@/web/lib/trpc';
import { FieldError } from '@/web/components/field-error';
import type { CalendarEntry } from './types';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

function RescheduleForm({ entry, onDone }: { entry: CalendarEntry; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inspectors = useQuery(trpc.schedule.inspectors.queryOptions());
  const form = useZodForm(RescheduleVisitInput, {
    defaultValues: {
      id: entry.visitId ?? '',
      date: entry.date,
      time: entry.time ?? '',
      inspectorId: entry.inspectorUserId ?? '',
    },
  });
  const mutation = useMutation(
    trpc.schedule.reschedule.mutationOptions({
      onSuccess: async (visit) => {
        toast.success(`Visit moved to ${formatDate(visit.visitDate)} at ${visit.visitTime}`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.pathKey() });
      },
    }),
  );
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div>
        <Label htmlFor="move-date">Date</Label>
        <Input
          id="move-date"
          type="date"
          min={todayInLondon()}
          className="mt-1"
          {...form.register('date')}
        />
        <FieldError id="move-date-error" message={errors.date?.message} />
      </div>
      <div>
        <Label htmlFor="move-time">Time</Label>
        <Select id="move-time" className="mt-1" {...form.register('time')}>
          <option value="">Choose a time</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </Select>
        <FieldError id="move-time-error" message={errors.time?.message} />
      </div>
      <div>
        <Label htmlFor="move-inspector">Inspector</Label>
        <Select id="move-inspector" className="mt-1" {...form.register('inspectorId')}>
          <option value="">Choose an inspector</option>
          {inspectors.data?.map((inspector) => (
            <option key={inspector.id} value={inspector.id}>
              {inspector.name}
            </option>
          ))}
        </Select>
        <FieldError id="move-inspector-error" message={errors.inspectorId?.message} />
      </div>
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

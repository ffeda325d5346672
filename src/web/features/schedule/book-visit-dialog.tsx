import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { formatDate, todayInLondon } from '@/shared/format';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_VISIT_TYPE,
  TIME_SLOTS,
  VISIT_TYPES,
} from '@/shared/schedule/catalogue';
import { BookVisitInput } from '@/shared/schedule/schedule-inputs';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useTRPC } from '@/web/lib/trpc';
import { FieldError } from '@/web/components/field-error';
import { InspectionPicker, type PickedInspection } from './inspection-picker';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

const DURATION_CHOICES = [30, 60, 90, 120, 180, 240] as const;

type Props = { initialDate: string; onDone: (date: string) => void };

/** 'Schedule New Inspection': the spec's fields; the shared schema checks them here and on the server. */
export function BookVisitForm({ initialDate, onDone }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = todayInLondon();
  const inspectors = useQuery(trpc.schedule.inspectors.queryOptions());
  const [picked, setPicked] = useState<PickedInspection | null>(null);
  const form = useZodForm(BookVisitInput, {
    defaultValues: {
      date: initialDate < today ? today : initialDate,
      time: '',
      type: DEFAULT_VISIT_TYPE,
      inspectorId: '',
      location: '',
      notes: '',
      inspectionId: '',
      durationMinutes: DEFAULT_DURATION_MINUTES,
    },
  });
  const [date, time, inspectorId] = useWatch({
    control: form.control,
    name: ['date', 'time', 'inspectorId'],
  });
  const mutation = useMutation(
    trpc.schedule.book.mutationOptions({
      onSuccess: async (visit) => {
        toast.success(`Visit booked for ${formatDate(visit.visitDate)} at ${visit.visitTime}`);
        onDone(visit.visitDate);
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.pathKey() });
      },
    }),
  );
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const errors = form.formState.errors;
  // Spec 02 section 5: the button waits for a date, a time and an inspector.
  const isReady = Boolean(date && time && inspectorId);
  const described = (name: string) =>
    errors[name as keyof typeof errors] ? `book-${name}-error` : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="book-date">Date</Label>
          <Input
            id="book-date"
            type="date"
            min={today}
            className="mt-1"
            aria-invalid={Boolean(errors.date)}
            aria-describedby={described('date')}
            {...form.register('date')}
          />
          <FieldError id="book-date-error" message={errors.date?.message} />
        </div>
        <div>
          <Label htmlFor="book-time">Time</Label>
          <Select
            id="book-time"
            className="mt-1"
            aria-invalid={Boolean(errors.time)}
            aria-describedby={described('time')}
            {...form.register('time')}
          >
            <option value="">Choose a time</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Select>
          <FieldError id="book-time-error" message={errors.time?.message} />
        </div>
        <div>
          <Label htmlFor="book-type">Type</Label>
          <Select id="book-type" className="mt-1" {...form.register('type')}>
            {VISIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="book-duration">Duration</Label>
          <Select
            id="book-duration"
            className="mt-1"
            {...form.register('durationMinutes', { setValueAs: (v: string | number) => Number(v) })}
          >
            {DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes < 60
                  ? `${minutes} minutes`
                  : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="book-inspector">Inspector</Label>
          <Select
            id="book-inspector"
            className="mt-1"
            aria-invalid={Boolean(errors.inspectorId)}
            aria-describedby={described('inspectorId')}
            {...form.register('inspectorId')}
          >
            <option value="">
              {inspectors.isPending
                ? 'Loading inspectors…'
                : inspectors.data?.length === 0
                  ? 'No active inspectors'
                  : 'Choose an inspector'}
            </option>
            {inspectors.data?.map((inspector) => (
              <option key={inspector.id} value={inspector.id}>
                {inspector.name}
              </option>
            ))}
          </Select>
          <FieldError id="book-inspectorId-error" message={errors.inspectorId?.message} />
        </div>
      </div>
      <InspectionPicker
        value={picked}
        onChange={(inspection) => {
          setPicked(inspection);
          form.setValue('inspectionId', inspection?.id ?? '');
          if (inspection && !form.getValues('location').trim()) {
            form.setValue('location', inspection.propertyAddress, { shouldValidate: true });
          }
        }}
      />
      <div>
        <Label htmlFor="book-location">Location</Label>
        <Input
          id="book-location"
          className="mt-1"
          aria-invalid={Boolean(errors.location)}
          aria-describedby={described('location')}
          {...form.register('location')}
        />
        <FieldError id="book-location-error" message={errors.location?.message} />
      </div>
      <Controller
        control={form.control}
        name="notes"
        render={({ field, fieldState }) => (
          <div>
            <Label htmlFor="book-notes">Notes</Label>
            <Textarea id="book-notes" className="mt-1" rows={3} {...field} />
            <FieldError id="book-notes-error" message={fieldState.error?.message} />
          </div>
        )}
      />
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!isReady || mutation.isPending}>
          {mutation.isPending ? 'Booking…' : 'Schedule Inspection'}
        </Button>
      </div>
    </form>
  );
}

export function BookVisitDialogContent(props: Props) {
  return (
    <DialogContent
      title="Schedule New Inspection"
      description="Book an inspector's visit. An inspector cannot be booked twice for the same slot."
      className="max-w-2xl"
    >
      <BookVisitForm {...props} />
    </DialogContent>
  );
}

import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import { describeError } from '@/web/lib/describe-error';
import { useBookVisit } from './api/use-visit-actions';
import { BookVisitSlotFields } from './book-visit-slot-fields';
import { useBookVisitForm } from './use-book-visit-form';
import { InspectionPicker, type PickedInspection } from './inspection-picker';

type Props = { initialDate: string; onDone: (date: string) => void };

/** 'Schedule New Inspection': the spec's fields; the shared schema checks them here and on the server. */
export function BookVisitForm({ initialDate, onDone }: Props) {
  const [picked, setPicked] = useState<PickedInspection | null>(null);
  const form = useBookVisitForm(initialDate);
  const [date, time, inspectorId] = useWatch({
    control: form.control,
    name: ['date', 'time', 'inspectorId'],
  });
  const mutation = useBookVisit({ onBooked: onDone });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const errors = form.formState.errors;
  // Spec 02 section 5: the button waits for a date, a time and an inspector.
  const isReady = Boolean(date && time && inspectorId);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <BookVisitSlotFields form={form} />
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
      <FormField id="book-location" label="Location" error={errors.location?.message}>
        {(c) => <Input {...fieldAria(c)} {...form.register('location')} />}
      </FormField>
      <Controller
        control={form.control}
        name="notes"
        render={({ field, fieldState }) => (
          <FormField id="book-notes" label="Notes" error={fieldState.error?.message}>
            {(c) => <Textarea {...fieldAria(c)} rows={3} {...field} />}
          </FormField>
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

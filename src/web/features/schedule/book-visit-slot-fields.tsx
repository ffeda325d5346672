import type { ComponentPropsWithRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { todayInLondon } from '@/shared/format';
import { TIME_SLOTS, VISIT_TYPES } from '@/shared/schedule/catalogue';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useScheduleInspectors } from './api/use-schedule-queries';
import type { BookVisitFormApi } from './use-book-visit-form';

const DURATION_CHOICES = [30, 60, 90, 120, 180, 240] as const;

function durationLabel(minutes: number) {
  return minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
}

/** A slot field of the booking or the reschedule form: its id, message and registration. */
type SlotFieldProps = { id: string; error?: string | undefined; field: UseFormRegisterReturn };

/** The visit's date, today (UK time) at the earliest. */
export function VisitDateField({ id, error, field }: SlotFieldProps) {
  return (
    <FormField id={id} label="Date" error={error}>
      {(c) => <Input {...fieldAria(c)} type="date" min={todayInLondon()} {...field} />}
    </FormField>
  );
}

/** The visit's time, one of the day's slots. */
export function VisitTimeField({ id, error, field }: SlotFieldProps) {
  return (
    <FormField id={id} label="Time" error={error}>
      {(c) => (
        <Select {...fieldAria(c)} {...field}>
          <option value="">Choose a time</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * The visit's inspector. `describesList` (booking) makes the first option say when the list is
 * still loading or empty; rescheduling always offers 'Choose an inspector' there.
 */
export function VisitInspectorField({
  id,
  error,
  field,
  describesList = false,
}: SlotFieldProps & { describesList?: boolean }) {
  return (
    <FormField id={id} label="Inspector" error={error}>
      {(c) => <InspectorSelect {...fieldAria(c)} {...field} describesList={describesList} />}
    </FormField>
  );
}

/** When, what and who: date, time, type, duration and inspector. */
export function BookVisitSlotFields({ form }: { form: BookVisitFormApi }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <VisitDateField id="book-date" error={errors.date?.message} field={form.register('date')} />
      <VisitTimeField id="book-time" error={errors.time?.message} field={form.register('time')} />
      <FormField id="book-type" label="Type">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('type')}>
            {VISIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="book-duration" label="Duration">
        {(c) => (
          <Select
            {...fieldAria(c)}
            {...form.register('durationMinutes', { setValueAs: (v: string | number) => Number(v) })}
          >
            {DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationLabel(minutes)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <VisitInspectorField
        id="book-inspector"
        error={errors.inspectorId?.message}
        field={form.register('inspectorId')}
        describesList
      />
    </div>
  );
}

/** The active inspectors, after a first option that asks for one (or says why there is none). */
function InspectorSelect({
  describesList,
  ...props
}: ComponentPropsWithRef<'select'> & { describesList: boolean }) {
  const inspectors = useScheduleInspectors();
  return (
    <Select {...props}>
      <option value="">
        {describesList && inspectors.isPending
          ? 'Loading inspectors…'
          : describesList && inspectors.data?.length === 0
            ? 'No active inspectors'
            : 'Choose an inspector'}
      </option>
      {inspectors.data?.map((inspector) => (
        <option key={inspector.id} value={inspector.id}>
          {inspector.name}
        </option>
      ))}
    </Select>
  );
}

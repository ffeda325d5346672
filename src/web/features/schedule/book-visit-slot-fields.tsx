import type { ComponentPropsWithRef } from 'react';
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

/** When, what and who: date, time, type, duration and inspector. */
export function BookVisitSlotFields({ form }: { form: BookVisitFormApi }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="book-date" label="Date" error={errors.date?.message}>
        {(c) => (
          <Input {...fieldAria(c)} type="date" min={todayInLondon()} {...form.register('date')} />
        )}
      </FormField>
      <FormField id="book-time" label="Time" error={errors.time?.message}>
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
      <FormField id="book-inspector" label="Inspector" error={errors.inspectorId?.message}>
        {(c) => <InspectorSelect {...fieldAria(c)} {...form.register('inspectorId')} />}
      </FormField>
    </div>
  );
}

/** The active inspectors; the first option says when there are none yet or at all. */
function InspectorSelect(props: ComponentPropsWithRef<'select'>) {
  const inspectors = useScheduleInspectors();
  return (
    <Select {...props}>
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
  );
}

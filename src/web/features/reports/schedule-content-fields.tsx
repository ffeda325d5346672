import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_FORMAT_LABELS } from '@/shared/reports/catalogue';
import {
  QUARTERLY_REPORT_FORMATS,
  type UpdateScheduleInput,
  type updateScheduleSchema,
} from '@/shared/reports/schemas';
import { ReportSelect } from './report-select';
import { SelectField } from './select-field';

const QUARTERLY_FORMAT_OPTIONS = QUARTERLY_REPORT_FORMATS.map((value) => ({
  value,
  label: REPORT_FORMAT_LABELS[value],
}));

type ScheduleForm = UseFormReturn<
  UpdateScheduleInput,
  unknown,
  z.output<typeof updateScheduleSchema>
>;

/**
 * What a schedule contains and its format. The Quarterly Scheme Report has no report type or
 * status filter and is a workbook or a PDF, so it shows only its file types and which quarter
 * each run covers (the day before the run's, as src/server/features/reports/report-content.ts
 * decides; docs/sampling.md). The hidden type and status keep their values for the schema.
 */
export function ScheduleContentFields({ form }: { form: ScheduleForm }) {
  const { errors } = form.formState;
  const isQuarterly = form.watch('preset') === 'quarterly-scheme';
  const preset = form.register('preset', {
    onChange: (event: { target: { value: string } }) => {
      // A CSV is refused for the quarterly report: switch to its first file type, not an error.
      if (event.target.value === 'quarterly-scheme' && form.getValues('format') === 'csv')
        form.setValue('format', 'xlsx');
    },
  });
  return (
    <>
      <ReportSelect choice="preset" id="schedule-preset" field={preset} />
      {isQuarterly ? (
        <>
          <SelectField
            id="schedule-format"
            label="Format"
            options={QUARTERLY_FORMAT_OPTIONS}
            error={errors.format?.message}
            field={form.register('format')}
          />
          <p id="schedule-quarter" className="text-sm text-slate-700 sm:col-span-2">
            Each run reports the quarter of the day before it runs: on 1 April the whole of January
            to March, on 1 May April so far.
          </p>
        </>
      ) : (
        <>
          <ReportSelect choice="format" id="schedule-format" field={form.register('format')} />
          <ReportSelect choice="type" id="schedule-type" field={form.register('type')} />
          <ReportSelect choice="status" id="schedule-status" field={form.register('status')} />
        </>
      )}
    </>
  );
}

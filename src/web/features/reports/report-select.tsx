import {
  REPORT_FORMAT_LABELS,
  REPORT_PRESET_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
} from '@/shared/reports/catalogue';
import {
  REPORT_FORMATS,
  REPORT_PRESETS,
  REPORT_STATUSES,
  REPORT_TYPES,
} from '@/shared/reports/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { choices, SelectField } from './select-field';

/** The report catalogues both the custom report and a schedule choose from, with their labels. */
const REPORT_CHOICES = {
  preset: { label: 'Content', options: choices(REPORT_PRESETS, REPORT_PRESET_LABELS) },
  type: { label: 'Report Type', options: choices(REPORT_TYPES, REPORT_TYPE_LABELS) },
  status: { label: 'Status', options: choices(REPORT_STATUSES, REPORT_STATUS_LABELS) },
  format: { label: 'Format', options: choices(REPORT_FORMATS, REPORT_FORMAT_LABELS) },
} as const;

type ReportSelectProps = {
  choice: keyof typeof REPORT_CHOICES;
  id: string;
  field: UseFormRegisterReturn;
};

/** A select of one report catalogue (content, type, status or format), labelled the same everywhere. */
export function ReportSelect({ choice, id, field }: ReportSelectProps) {
  const { label, options } = REPORT_CHOICES[choice];
  return <SelectField id={id} label={label} options={options} field={field} />;
}

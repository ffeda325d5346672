import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { DefectListInput } from '../defects/schemas';
import { InspectionFilters } from '../inspections/queries';
import { InstallerFiltersInput } from '../installers/schemas';
import { PaymentFilters } from '../payments/schemas';
import { EXPORT_FORMATS, type ExportKind } from './catalogue';

const day = (label: string) =>
  z.string().refine(isCalendarDate, `${label} must be a valid date`).optional();

/** Format and date range, common to every kind. Dates are UK calendar days, both inclusive. */
export const ExportOptions = z
  .object({
    format: z.enum(EXPORT_FORMATS, { message: 'Choose a format: csv, xlsx, json or pdf' }),
    from: day('Date from'),
    to: day('Date to'),
  })
  .refine((o) => !o.from || !o.to || o.from <= o.to, {
    message: 'Date from must be on or before Date to',
    path: ['to'],
  });
export type ExportOptions = z.output<typeof ExportOptions>;

/** Each list's own filter schema, narrowed to its filters (paging and sort are not filters). */
export const EXPORT_FILTERS = {
  inspections: InspectionFilters.pick({ search: true, tab: true }),
  installers: InstallerFiltersInput.pick({ search: true, status: true, monitoringType: true }),
  defects: DefectListInput.pick({
    tab: true,
    search: true,
    severity: true,
    category: true,
    status: true,
    overdueOnly: true,
  }),
  payments: PaymentFilters,
} as const;

export type ExportFilters = {
  [K in ExportKind]: z.output<(typeof EXPORT_FILTERS)[K]>;
};

/** The whole request for one kind: what the route reads from the query string. */
export type ExportRequest = {
  [K in ExportKind]: { kind: K; options: ExportOptions; filters: ExportFilters[K] };
}[ExportKind];

const OPTION_KEYS = new Set(['format', 'from', 'to']);

/**
 * Reads a query string for one kind: empty values are left out (an empty
 * filter is not set), 'true'/'false' become booleans for flags, and only the
 * kind's own filter names are passed to its schema.
 */
export function parseExportQuery(
  kind: ExportKind,
  query: Record<string, unknown>,
): { success: true; data: ExportRequest } | { success: false; message: string } {
  const schema = EXPORT_FILTERS[kind];
  const filterKeys = new Set(Object.keys(schema.shape));
  const options: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (value === '' || value === undefined) continue;
    if (OPTION_KEYS.has(key)) options[key] = value;
    else if (filterKeys.has(key))
      filters[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  const parsedOptions = ExportOptions.safeParse(options);
  if (!parsedOptions.success) return failure(parsedOptions.error);
  const parsedFilters = schema.safeParse(filters);
  if (!parsedFilters.success) return failure(parsedFilters.error);
  return {
    success: true,
    data: { kind, options: parsedOptions.data, filters: parsedFilters.data } as ExportRequest,
  };
}

function failure(error: z.ZodError) {
  return { success: false as const, message: error.issues[0]?.message ?? 'Invalid export' };
}

/** The endpoint of one export, for the panel's download link. */
export function buildExportUrl(
  kind: ExportKind,
  values: Record<string, string | boolean | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return `/api/exports/${kind}?${params.toString()}`;
}

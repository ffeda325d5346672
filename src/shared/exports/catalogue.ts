import type { Permission } from '../permissions';

/** What /import's 'Export Data' tab can export (issue 14 point 7). */
export const EXPORT_KINDS = ['inspections', 'installers', 'defects', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  inspections: 'Inspections',
  installers: 'Installers',
  defects: 'Defects',
  payments: 'Payments',
};

/** The formats of spec 02 section 2 'Import / Export'. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  json: 'JSON',
  pdf: 'PDF',
};

/**
 * What each kind needs: the view permission of its list ('session' for
 * inspections, whose rows are narrowed to what the user may see, as the list).
 */
export const EXPORT_KIND_REQUIRES: Record<ExportKind, Permission | 'session'> = {
  inspections: 'session',
  installers: 'installers:view',
  defects: 'defects:view',
  payments: 'payments:view',
};

/** Rows read from the database per query while exporting. */
export const EXPORT_BATCH_ROWS = 1000;
/** A PDF is for reading and printing: it holds at most this many rows, with a note saying so. */
export const EXPORT_PDF_ROW_LIMIT = 2000;

export const exportPdfCapMessage = (shown: number, total: number) =>
  `This PDF shows the first ${shown} of ${total} rows. Export as CSV, Excel or JSON for every row.`;

/**
 * Inspection columns, in this order: the import's field labels
 * (src/shared/imports/fields.ts on the import branch), so an exported file
 * imports back with every column matched. See docs/exports.md.
 */
export const INSPECTION_EXPORT_COLUMNS = [
  'Property ID',
  'Reference',
  'Address',
  'Town/City',
  'Postcode',
  'Type',
  'Status',
  'Trigger',
  'Scheduled date',
  'Preferred time',
  'Completed date',
  'Inspection outcome',
  'Customer title',
  'Customer first name',
  'Customer last name',
  'Customer name',
  'Customer email',
  'Customer phone',
  'Installer name',
  'Installer company',
  'Installer email',
  'Installer phone',
  'QMP certificate',
  'Inspector name',
  'Inspection type',
  'Onsite/Remote',
  'System certificate',
  'Invoice reference',
  'Services adjusted',
  'Property type',
  'Bedrooms',
  'Floors',
  'Special requirements',
  'Additional notes',
  'Defects found',
  'Defect details',
  'Remedial action required',
  'Remedial action details',
  'Certificate issued',
  'Certificate number',
  'EWI grading',
  'Inspection summary',
  'Issues',
  'Recommended actions',
  'Mandatory/Best practice',
] as const;

/** Installer columns: the import's labels first, then the figures (read only, ignored on import). */
export const INSTALLER_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Address',
  'QMP certificate number',
  'Company number',
  'Status',
  'Monitoring type',
  'Assigned inspector',
  'Notes',
  'Tags',
  'Risk score',
  'Compliance rate',
  'Total inspections',
  'Last inspection',
  'Next due date',
] as const;

export const DEFECT_EXPORT_COLUMNS = [
  'Reference',
  'Title',
  'Description',
  'Severity',
  'Category',
  'Status',
  'Location',
  'Inspection',
  'Property address',
  'Installer',
  'Assignee',
  'Due date',
  'Resolved',
  'Raised',
] as const;

export const PAYMENT_EXPORT_COLUMNS = [
  'Reference',
  'Installer',
  'Inspection',
  'Property address',
  'Amount (GBP)',
  'Status',
  'Due date',
  'Invoice date',
  'Paid date',
  'Invoice number',
  'Description',
] as const;

export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  inspections: INSPECTION_EXPORT_COLUMNS,
  installers: INSTALLER_EXPORT_COLUMNS,
  defects: DEFECT_EXPORT_COLUMNS,
  payments: PAYMENT_EXPORT_COLUMNS,
};

/** Which day the date range reads, per kind (docs/exports.md). */
export const EXPORT_DATE_MEANING: Record<ExportKind, string> = {
  inspections: 'inspection date (completed, else scheduled)',
  installers: 'date added',
  defects: 'date raised',
  payments: 'due date',
};

/**
 * The inverse of the exports' formula guard: CSV and XLSX text that a
 * spreadsheet would run as a formula (= + - @, TAB or CR first, also after
 * spaces) is written with an apostrophe in front; an importer that reads an
 * exported file back removes it with this, so the round trip is exact.
 */
export function stripFormulaGuard(text: string): string {
  return /^'(?:[\t\r]| *[=+\-@])/.test(text) ? text.slice(1) : text;
}

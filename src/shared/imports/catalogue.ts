/**
 * Import / Export and Excel Tracker constants (spec 02 sections 2, 3, 4, 9;
 * docs/imports.md). Shared by the server, which enforces them, and the pages.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_ENTITIES = ['inspections', 'installers', 'measures'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];
export const IMPORT_ENTITY_LABELS: Record<ImportEntity, string> = {
  inspections: 'Inspections',
  installers: 'Installers',
  measures: 'Lodged measures',
};

/** Excel upload record status (spec 02 section 3). */
export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Where a file is in its life: read -> dry run -> checked -> import -> done. */
export const IMPORT_PHASES = [
  'uploaded',
  'dry_run_queued',
  'dry_run',
  'checked',
  'import_queued',
  'importing',
  'done',
] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** Excel upload record type (spec 02 section 3). */
export const IMPORT_KINDS = ['EWI', 'IWI', 'CWI', 'RIRI', 'Mixed'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MODES = ['valid_only', 'all_or_nothing'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  valid_only: 'Valid rows only',
  all_or_nothing: 'All or nothing',
};

/** Templates: the tracker's four (spec 02 /tracker) and /import's file templates. */
export const IMPORT_TEMPLATES = [
  'EWI',
  'IWI',
  'CWI',
  'RIRI',
  'Measures',
  'Inspections',
  'Installers',
  'LodgedMeasures',
] as const;
export type ImportTemplate = (typeof IMPORT_TEMPLATES)[number];

/** Rows written per statement while importing. */
export const IMPORT_BATCH_ROWS = 5000;
/** Columns a file may name; trailing empty header cells do not count. */
export const IMPORT_MAX_COLUMNS = 500;
/** Row errors kept per file (the counts stay exact beyond it). */
export const IMPORT_MAX_STORED_ERRORS = 50_000;
/** Zip guard: what an .xlsx may unpack to in total, and the worst ratio of a large part. */
export const IMPORT_MAX_UNZIPPED_BYTES = 600 * 1024 * 1024;
export const IMPORT_MAX_ZIP_RATIO = 200;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a .csv, .xlsx or .json file to import.',
  tooLarge: 'The file is larger than 50MB. Split it into smaller files and try again.',
  type: 'This file is not a .csv, .xlsx or .json file.',
  xls: 'Old Excel .xls files cannot be read. Open the file in Excel and save it as .xlsx (Excel Workbook), then upload that.',
  zipBomb:
    'This .xlsx file unpacks to far more data than a spreadsheet of this size can hold, so it was refused.',
  zipEntries:
    'This .xlsx file holds more than 10,000 parts, far more than any spreadsheet, so it was refused.',
  corrupt: 'The file could not be read. Check it opens in Excel and try again.',
  tooManyColumns: `The file has more than ${IMPORT_MAX_COLUMNS} named columns.`,
  noHeaders: 'The file has no header row.',
  json: 'A .json import is an array of objects, one per row.',
  nul: 'The row contains a NUL character, which cannot be imported.',
  notFound: 'Import not found',
  notChecked: 'Run the dry run before importing.',
  busy: 'This file is already being processed.',
} as const;

const FORMAT_CONTENT: Record<ImportFormat, string> = {
  csv: 'CSV text',
  xlsx: 'an Excel workbook',
  json: 'JSON',
};

/**
 * The content decides the format and the name must agree (a workbook named
 * .csv, or CSV text named .xlsx or .txt, is refused rather than guessed).
 */
export function importExtensionMessage(format: ImportFormat, extension: string): string {
  const named = extension === '' ? 'has no extension' : `ends in .${extension}`;
  return `This file holds ${FORMAT_CONTENT[format]} but its name ${named}. Name it .${format} (only .csv, .xlsx and .json files can be imported) and try again.`;
}

/** A header cell as compared for matching: case, spacing and punctuation ignored. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');
}

/** The same headers in any order and spelling give the same signature (saved mappings). */
export function headerSignature(headers: readonly string[]): string {
  return headers
    .map(normaliseHeader)
    .filter((h) => h !== '')
    .sort()
    .join('|');
}

/** Cell text starting like a spreadsheet formula; stored as text, never evaluated. */
export const FORMULA_START = /^[=+\-@]/;

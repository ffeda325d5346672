import {
  fieldLabel,
  InspectionImportRow,
  MeasureImportRow,
  parseInstallerRow,
  type ColumnMapping,
  type InspectionImportValues,
  type InstallerImportValues,
  type MeasureImportValues,
} from '@/shared/imports/fields';
import { IMPORT_MESSAGES, type ImportEntity } from '@/shared/imports/catalogue';

/** A row's message; a 'warning' is an entry check the user may accept (measures). */
export type RowError = {
  rowNumber: number;
  column: string;
  value: string;
  message: string;
  severity?: 'error' | 'warning';
};

export type CheckedRow =
  | {
      ok: true;
      entity: 'inspections';
      rowNumber: number;
      key: string;
      values: InspectionImportValues;
    }
  | {
      ok: true;
      entity: 'installers';
      rowNumber: number;
      key: string;
      values: InstallerImportValues;
    }
  | {
      ok: true;
      entity: 'measures';
      rowNumber: number;
      key: string;
      values: MeasureImportValues;
    }
  | { ok: false; rowNumber: number; errors: RowError[] }
  | { ok: 'blank'; rowNumber: number };

/** The natural key of an inspection row: its reference, else policy ID with the measure. */
export function inspectionKey(values: {
  reference: string | null;
  policyId: string;
  measureCode: string;
}) {
  return values.reference
    ? `ref:${values.reference.toUpperCase()}`
    : `pol:${values.policyId}|${values.measureCode}`;
}

/** The natural key of an installer row: its QMP certificate number, else its name. */
export function installerKey(values: { qmpCertNumber: string; name: string }) {
  return values.qmpCertNumber.trim() !== ''
    ? `qmp:${values.qmpCertNumber.trim().toLowerCase()}`
    : `name:${values.name.trim().toLowerCase()}`;
}

/**
 * One row checked with the shared schemas: cells of the mapped columns by
 * field key; a NUL byte refuses the row; text that looks like a formula is
 * kept as text. Errors name the file's column and the cell's value.
 */
export function checkRow(
  entity: ImportEntity,
  headers: readonly string[],
  mapping: ColumnMapping,
  rowNumber: number,
  cells: readonly string[],
): CheckedRow {
  const record: Record<string, string> = {};
  const columnOf: Record<string, number> = {};
  let blank = true;
  for (let i = 0; i < mapping.length; i++) {
    const key = mapping[i];
    const cell = cells[i] ?? '';
    if (cell.trim() !== '') blank = false;
    if (!key) continue;
    columnOf[key] = i;
    if (cell.includes('\u0000')) {
      return {
        ok: false,
        rowNumber,
        errors: [
          {
            rowNumber,
            column: headers[i] ?? fieldLabel(entity, key),
            value: cell.split('\u0000').join('\\0').slice(0, 200),
            message: IMPORT_MESSAGES.nul,
          },
        ],
      };
    }
    record[key] = cell;
  }
  if (blank) return { ok: 'blank', rowNumber };
  const toErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
    issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const index = columnOf[key];
      return {
        rowNumber,
        column:
          index !== undefined
            ? (headers[index] ?? fieldLabel(entity, key))
            : fieldLabel(entity, key),
        value: (record[key] ?? '').slice(0, 200),
        message: issue.message,
      };
    });
  if (entity === 'inspections') {
    const parsed = InspectionImportRow.safeParse(record);
    if (!parsed.success) return { ok: false, rowNumber, errors: toErrors(parsed.error.issues) };
    return { ok: true, entity, rowNumber, key: inspectionKey(parsed.data), values: parsed.data };
  }
  if (entity === 'measures') {
    const parsed = MeasureImportRow.safeParse(record);
    if (!parsed.success) return { ok: false, rowNumber, errors: toErrors(parsed.error.issues) };
    return { ok: true, entity, rowNumber, key: `umr:${parsed.data.umr}`, values: parsed.data };
  }
  const parsed = parseInstallerRow(record);
  if (!parsed.success) return { ok: false, rowNumber, errors: toErrors(parsed.error.issues) };
  return { ok: true, entity, rowNumber, key: installerKey(parsed.data), values: parsed.data };
}

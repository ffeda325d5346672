import { normaliseHeader, type ImportEntity } from './catalogue';
import type { ImportField } from './import-field';
import { INSPECTION_FIELDS } from './inspection-fields';
import { INSTALLER_FIELDS } from './installer-fields';
import { MEASURE_FIELDS } from './measure-fields';

// The importer's field catalogue and column matching; the catalogue's parts and row
// validation live in files of their own, re-exported here so importers keep this path.
export type { ImportField } from './import-field';
export { INSPECTION_FIELDS } from './inspection-fields';
export {
  INSTALLER_FIELDS,
  parseInstallerRow,
  type InstallerImportValues,
} from './installer-fields';
export { findMeasure, toIsoDate } from './cell-values';
export { InspectionImportRow, type InspectionImportValues } from './inspection-import-row';
export { MEASURE_FIELDS } from './measure-fields';
export { MeasureImportRow, type MeasureImportValues } from './measure-import-row';

const FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  inspections: INSPECTION_FIELDS,
  installers: INSTALLER_FIELDS,
  measures: MEASURE_FIELDS,
};

export function fieldsOf(entity: ImportEntity): readonly ImportField[] {
  return FIELDS[entity];
}

/** column index -> field key (or null: column not imported). */
export type ColumnMapping = (string | null)[];

/**
 * Automatic matching: a header matches a field when, ignoring case, spacing
 * and punctuation, it equals the field's key, label or a synonym. Each field
 * is used at most once (the first column wins).
 */
export function autoMatch(headers: readonly string[], entity: ImportEntity): ColumnMapping {
  const byName = new Map<string, string>();
  for (const field of fieldsOf(entity)) {
    for (const name of [field.key, field.label, ...field.synonyms]) {
      const n = normaliseHeader(name);
      if (!byName.has(n)) byName.set(n, field.key);
    }
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const key = byName.get(normaliseHeader(header));
    if (!key || used.has(key)) return null;
    used.add(key);
    return key;
  });
}

/** Required fields no column fills. */
export function missingRequired(mapping: ColumnMapping, entity: ImportEntity): ImportField[] {
  const mapped = new Set(mapping.filter((k): k is string => k !== null));
  return fieldsOf(entity).filter((field) => field.required && !mapped.has(field.key));
}

/** The field label a Zod issue path names, for the error report's 'column'. */
export function fieldLabel(entity: ImportEntity, key: string): string {
  return fieldsOf(entity).find((x) => x.key === key)?.label ?? key;
}

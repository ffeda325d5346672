import { describe, expect, it } from 'vitest';
import { InstallerFormInput } from '../installers/schemas';
import { headerSignature, IMPORT_TEMPLATES } from './catalogue';
import {
  autoMatch,
  INSPECTION_FIELDS,
  INSTALLER_FIELDS,
  InspectionImportRow,
  missingRequired,
  toIsoDate,
} from './fields';
import { templateSpec } from './templates';

describe('the field catalogue', () => {
  it('names every field of the row schemas, and only those', () => {
    const inspectionKeys = Object.keys(InspectionImportRow.in.shape).sort();
    expect(INSPECTION_FIELDS.map((f) => f.key).sort()).toEqual(
      [...inspectionKeys, 'customerName'].filter((k, i, a) => a.indexOf(k) === i).sort(),
    );
    expect(INSTALLER_FIELDS.map((f) => f.key).sort()).toEqual(
      Object.keys(InstallerFormInput.shape).sort(),
    );
  });

  it('requires Property ID, Address and Type for inspections', () => {
    expect(INSPECTION_FIELDS.filter((f) => f.required).map((f) => f.label)).toEqual([
      'Property ID',
      'Address',
      'Type',
    ]);
    expect(
      missingRequired(autoMatch(['Property ID', 'Address'], 'inspections'), 'inspections'),
    ).toHaveLength(1);
  });

  it('reads en-GB and ISO dates, refuses impossible ones', () => {
    expect(toIsoDate('03/12/2026')).toBe('2026-12-03');
    expect(toIsoDate('2026-12-03T00:00:00Z')).toBe('2026-12-03');
    expect(toIsoDate('31/02/2026')).toBeNull();
  });

  it('gives the same signature to the same headers in any order and spelling', () => {
    expect(headerSignature(['Post Code', 'Policy ID'])).toBe(
      headerSignature(['policy_id', 'POSTCODE']),
    );
  });

  it('builds every template with its example row under its columns', () => {
    for (const name of IMPORT_TEMPLATES) {
      const spec = templateSpec(name);
      expect(spec.example).toHaveLength(spec.columns.length);
    }
    expect(templateSpec('CWI').columns.map((c) => c.key)).not.toContain('ewiGrading');
  });
});

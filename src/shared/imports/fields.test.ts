import { describe, expect, it } from 'vitest';
import { InstallerFormInput } from '../installers/schemas';
import { headerSignature, IMPORT_TEMPLATES } from './catalogue';
import {
  autoMatch,
  INSPECTION_FIELDS,
  INSTALLER_FIELDS,
  InspectionImportRow,
  MEASURE_FIELDS,
  MeasureImportRow,
  missingRequired,
  toIsoDate,
} from './fields';
import { MEASURE_IMPORT_MESSAGES } from './measure-import-row';
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

describe('the lodged-measure columns', () => {
  it('name every field of the row schema, and the template matches itself', () => {
    expect(MEASURE_FIELDS.map((f) => f.key).sort()).toEqual(
      Object.keys(MeasureImportRow.in.shape).sort(),
    );
    const spec = templateSpec('LodgedMeasures');
    expect(
      autoMatch(
        spec.columns.map((c) => c.label),
        'measures',
      ),
    ).toEqual(spec.columns.map((c) => c.key));
    const row = Object.fromEntries(spec.columns.map((c, i) => [c.key, spec.example[i]!]));
    expect(MeasureImportRow.parse(row)).toMatchObject({
      umr: 'P4306NGJM',
      installedDate: '2026-04-27',
      postcode: 'LS2 7AB',
    });
  });

  it('matches TrustMark lodgement names and asks for one of the installer identifiers', () => {
    expect(
      autoMatch(['workCarriedOutByTMLN', 'installerPasCertificateNumber', 'address1'], 'measures'),
    ).toEqual(['installerTmln', 'installerPasCertificate', 'addressLine1']);
    const parsed = MeasureImportRow.safeParse({
      umr: 'P1',
      addressLine1: '1 Mill Lane',
      postcode: 'LS2 7AB',
      fundingScheme: 'ECO4',
      workTypeCode: 'DW-101',
      installedDate: '2026-04-27',
    });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['installerName', MEASURE_IMPORT_MESSAGES.installer],
    ]);
  });
});

import { createWizardDefaults } from '@/shared/inspections/wizard-form';
import { describe, expect, it } from 'vitest';
import { applyWizardMeasureChange, mergeDraftData } from './draft-data';

const defaults = createWizardDefaults('completed', new Date('2026-03-01T10:00:00Z'));

describe('mergeDraftData', () => {
  it('lays the saved values over the defaults', () => {
    const merged = mergeDraftData(defaults, { policyId: '42', propertyBedrooms: 3 });
    expect(merged.policyId).toBe('42');
    expect(merged.propertyBedrooms).toBe(3);
    expect(merged.completedDate).toBe('2026-03-01');
    expect(merged.certificateIssued).toBe(true);
  });

  it('drops values the form cannot hold, and unknown keys, keeping the rest', () => {
    const merged = mergeDraftData(defaults, {
      policyId: '42',
      measureType: 'NOT_A_MEASURE',
      propertyBedrooms: 99,
      somethingElse: 'x',
    });
    expect(merged.policyId).toBe('42');
    expect(merged.measureType).toBe('');
    expect(merged.propertyBedrooms).toBeNull();
    expect(merged).not.toHaveProperty('somethingElse');
  });

  it('returns the defaults for no data', () => {
    expect(mergeDraftData(defaults, null)).toEqual(defaults);
    expect(mergeDraftData(defaults, 'nonsense')).toEqual(defaults);
  });
});

describe('applyWizardMeasureChange', () => {
  it("clears the old measure's certificate and answers", () => {
    const form = {
      ...defaults,
      measureType: 'EWI',
      systemCertificate: 'custom',
      customSystemCertificate: 'My cert',
      ewiFullCoverage: 'Pass' as const,
      ewiGrading: 'Green' as const,
      invoiceReference: 'INV-1',
    };
    const changed = applyWizardMeasureChange(form, 'CWI');
    expect(changed).toMatchObject({
      measureType: 'CWI',
      systemCertificate: '',
      customSystemCertificate: '',
      ewiFullCoverage: '',
      ewiGrading: '',
      invoiceReference: 'INV-1',
    });
  });

  it('changes nothing when the measure stays the same', () => {
    const form = { ...defaults, measureType: 'EWI', systemCertificate: 'x' };
    expect(applyWizardMeasureChange(form, 'EWI')).toBe(form);
  });
});

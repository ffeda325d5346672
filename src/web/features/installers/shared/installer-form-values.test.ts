import { describe, expect, it } from 'vitest';
import {
  InstallerFormSchema,
  parseTagsText,
  toInstallerFormValues,
  toInstallerPayload,
} from './installer-form-values';

describe('parseTagsText', () => {
  it('trims, drops blanks and duplicates (first spelling kept)', () => {
    expect(parseTagsText(' loft, CWI,, cwi , solar ')).toEqual(['loft', 'CWI', 'solar']);
    expect(parseTagsText('')).toEqual([]);
  });
});

describe('toInstallerPayload', () => {
  it('turns the tags line into the schema list, after the shared schema trims the rest', () => {
    const output = InstallerFormSchema.parse({
      name: '  Acme Insulation  ',
      email: '',
      phone: '',
      address: '',
      qmpCertNumber: 'QMP-1',
      companyNumber: '',
      status: 'Active',
      monitoringType: 'Enhanced',
      assignedInspector: '',
      notes: '',
      tagsText: 'a, b, a',
    });
    expect(toInstallerPayload(output)).toMatchObject({
      name: 'Acme Insulation',
      monitoringType: 'Enhanced',
      tags: ['a', 'b'],
    });
  });

  it('refuses a blank name with the shared message', () => {
    const result = InstallerFormSchema.safeParse({ name: '   ', tagsText: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
});

describe('toInstallerFormValues', () => {
  it('fills the form from a profile, nulls as empty strings', () => {
    const values = toInstallerFormValues({
      name: 'Acme',
      basicInfo: {
        email: null,
        phone: '0113 000 0000',
        address: null,
        qmpCertNumber: 'QMP-9',
        companyNumber: null,
      },
      status: 'Suspended',
      monitoringType: 'Enhanced',
      assignedInspector: null,
      notes: 'Careful',
      tags: ['loft', 'cwi'],
    });
    expect(values).toEqual({
      name: 'Acme',
      email: '',
      phone: '0113 000 0000',
      address: '',
      qmpCertNumber: 'QMP-9',
      companyNumber: '',
      status: 'Suspended',
      monitoringType: 'Enhanced',
      assignedInspector: '',
      notes: 'Careful',
      tagsText: 'loft, cwi',
    });
  });

  it('falls back to the defaults for values it does not recognise', () => {
    const values = toInstallerFormValues({
      name: 'X',
      basicInfo: {
        email: null,
        phone: null,
        address: null,
        qmpCertNumber: null,
        companyNumber: null,
      },
      status: 'Gone',
      monitoringType: 3,
    });
    expect(values.status).toBe('Active');
    expect(values.monitoringType).toBe('Standard');
    expect(values.tagsText).toBe('');
  });
});

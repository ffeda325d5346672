import { describe, expect, it } from 'vitest';
import {
  applySinglePageMeasureChange,
  calculateSinglePageProgress,
  createSinglePageFormDefaults,
  listSinglePageFormErrors,
  listSinglePageRequiredFields,
  SinglePageFormInput,
  type SinglePageForm,
} from './single-page-form';

const POSTCODE_MESSAGE = 'Please enter a valid UK postcode (e.g., SW1A 1AA)';

/** A valid single-page form; each test overrides what it exercises. */
function buildForm(overrides: Partial<SinglePageForm> = {}): SinglePageForm {
  return {
    ...createSinglePageFormDefaults('2026-12-01'),
    policyId: '100234',
    installerName: 'Northern Insulation Services',
    installerEmail: 'office@northern-insulation.co.uk',
    qmpCert: 'QMP-10234',
    systemCertificate: 'BBA Certificate - EWI render system',
    addressLine1: '12 Acacia Avenue',
    postcode: 'ls6 2ab',
    inspectorName: 'Tom Hughes',
    measureType: 'EWI',
    ...overrides,
  };
}

const messagesOf = (form: SinglePageForm) => listSinglePageFormErrors(form).map((e) => e.message);
const firstMessage = (form: SinglePageForm) => listSinglePageFormErrors(form)[0]?.message;

describe('listSinglePageFormErrors', () => {
  it('accepts the valid starting form', () => {
    expect(listSinglePageFormErrors(buildForm())).toEqual([]);
  });

  it('reports an empty form starting with the policy ID, in the spec order', () => {
    const empty = createSinglePageFormDefaults('');
    expect(listSinglePageFormErrors(empty)).toEqual([
      { field: 'policyId', message: 'Policy ID is required' },
      { field: 'installerName', message: 'Installer name is required' },
      { field: 'addressLine1', message: 'Address is required' },
      { field: 'postcode', message: 'Postcode is required' },
      { field: 'measureType', message: 'Measure type is required' },
      { field: 'inspectionDate', message: 'Inspection date is required' },
    ]);
  });

  it('walks through the nine messages in order as each failure is fixed', () => {
    let form: SinglePageForm = createSinglePageFormDefaults('');
    const seen: (string | undefined)[] = [firstMessage(form)];
    const fixes: Partial<SinglePageForm>[] = [
      { policyId: 'ABC' }, // present but not digits: fails later, at rule 8
      { installerName: 'Acme Insulation' },
      { addressLine1: '1 High Street' },
      { postcode: 'NOT A POSTCODE' }, // present but malformed: fails later, at rule 9
      { measureType: 'IWI' },
      { inspectionDate: '2026-12-01' },
      { invoiceReference: 'INV-1' },
      { policyId: '123' },
      { postcode: 'SW1A 1AA' },
    ];
    for (const fix of fixes) {
      form = { ...form, ...fix };
      seen.push(firstMessage(form));
    }
    expect(seen).toEqual([
      'Policy ID is required',
      'Installer name is required',
      'Address is required',
      'Postcode is required',
      'Measure type is required',
      'Inspection date is required',
      'Invoice reference is required for IWI inspections',
      'Policy ID should contain only numbers',
      POSTCODE_MESSAGE,
      undefined,
    ]);
    expect(listSinglePageFormErrors(form)).toEqual([]);
  });

  it('lists every failure in order, format checks after the required ones', () => {
    const form = buildForm({
      policyId: 'ABC',
      installerName: '',
      addressLine1: '',
      postcode: '12345',
      measureType: 'IWI',
      inspectionDate: '',
      invoiceReference: '',
    });
    expect(listSinglePageFormErrors(form)).toEqual([
      { field: 'installerName', message: 'Installer name is required' },
      { field: 'addressLine1', message: 'Address is required' },
      { field: 'inspectionDate', message: 'Inspection date is required' },
      { field: 'invoiceReference', message: 'Invoice reference is required for IWI inspections' },
      { field: 'policyId', message: 'Policy ID should contain only numbers' },
      { field: 'postcode', message: POSTCODE_MESSAGE },
    ]);
  });

  it.each([
    ['policyId', 'Policy ID is required'],
    ['installerName', 'Installer name is required'],
    ['addressLine1', 'Address is required'],
    ['postcode', 'Postcode is required'],
    ['inspectionDate', 'Inspection date is required'],
  ] as const)('treats whitespace-only %s as blank', (field, message) => {
    expect(messagesOf(buildForm({ [field]: '   \t ' }))).toEqual([message]);
  });

  it('treats a whitespace-only IWI invoice reference as blank', () => {
    expect(messagesOf(buildForm({ measureType: 'IWI', invoiceReference: '   ' }))).toEqual([
      'Invoice reference is required for IWI inspections',
    ]);
  });

  it('requires the measure type', () => {
    expect(messagesOf(buildForm({ measureType: '' }))).toEqual(['Measure type is required']);
  });

  it.each([
    'EWI',
    'CWI',
    'RIRI',
    'LOFT',
    'ESH',
    'GAS_BOILER',
    'SOLAR_PV',
    'ASHP',
    'HEATING_CONTROLS',
  ] as const)('does not require an invoice reference for %s', (measureType) => {
    expect(listSinglePageFormErrors(buildForm({ measureType, invoiceReference: '' }))).toEqual([]);
  });

  it('accepts an IWI form with an invoice reference', () => {
    expect(
      listSinglePageFormErrors(buildForm({ measureType: 'IWI', invoiceReference: 'INV-9' })),
    ).toEqual([]);
  });

  describe('UK postcode pattern', () => {
    it.each([
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'EC1A 1BB',
      'W1A 0AX',
      'LS6 2AB',
      ' LS6 2AB ',
    ])('accepts %j', (postcode) => {
      expect(listSinglePageFormErrors(buildForm({ postcode }))).toEqual([]);
    });

    it.each([
      'SW1A',
      '12345',
      'SW1A 1A',
      'S1 1A',
      'AAA1 1AA',
      'SW1A-1AA',
      '1AA 1AA',
      'SW1A 1AAA',
      'SW1A  1AA',
    ])('refuses %j', (postcode) => {
      expect(listSinglePageFormErrors(buildForm({ postcode }))).toEqual([
        { field: 'postcode', message: POSTCODE_MESSAGE },
      ]);
    });
  });

  describe('policy ID digits only', () => {
    it.each(['12a', '12 3', '-12', '1.5', 'ABC'])('refuses %j', (policyId) => {
      expect(listSinglePageFormErrors(buildForm({ policyId }))).toEqual([
        { field: 'policyId', message: 'Policy ID should contain only numbers' },
      ]);
    });

    it.each(['000123', '7', ' 100234 '])('accepts %j', (policyId) => {
      expect(listSinglePageFormErrors(buildForm({ policyId }))).toEqual([]);
    });
  });

  describe('custom system certificate', () => {
    it('requires the custom text when the custom option is chosen', () => {
      expect(
        listSinglePageFormErrors(
          buildForm({ systemCertificate: 'custom', customSystemCertificate: '' }),
        ),
      ).toEqual([
        { field: 'customSystemCertificate', message: 'Custom system certificate is required' },
      ]);
      expect(
        messagesOf(buildForm({ systemCertificate: 'custom', customSystemCertificate: '  ' })),
      ).toEqual(['Custom system certificate is required']);
    });

    it('accepts the custom option with text, and a listed certificate without it', () => {
      expect(
        listSinglePageFormErrors(
          buildForm({ systemCertificate: 'custom', customSystemCertificate: 'BBA 21/1234' }),
        ),
      ).toEqual([]);
      expect(listSinglePageFormErrors(buildForm({ customSystemCertificate: '' }))).toEqual([]);
    });
  });
});

describe('SinglePageFormInput', () => {
  const issuesOf = (value: unknown) => {
    const result = SinglePageFormInput.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
  };

  it('parses a valid form, defaulting the custom certificate text', () => {
    const { customSystemCertificate: _omitted, ...withoutCustom } = buildForm();
    const result = SinglePageFormInput.safeParse(withoutCustom);
    expect(result.success).toBe(true);
    expect(result.data?.customSystemCertificate).toBe('');
  });

  it('reports the spec messages as issues on their fields, in order', () => {
    expect(issuesOf(createSinglePageFormDefaults(''))).toEqual([
      { path: ['policyId'], message: 'Policy ID is required' },
      { path: ['installerName'], message: 'Installer name is required' },
      { path: ['addressLine1'], message: 'Address is required' },
      { path: ['postcode'], message: 'Postcode is required' },
      { path: ['measureType'], message: 'Measure type is required' },
      { path: ['inspectionDate'], message: 'Inspection date is required' },
    ]);
    expect(issuesOf(buildForm({ postcode: 'SW1A' }))).toEqual([
      { path: ['postcode'], message: POSTCODE_MESSAGE },
    ]);
  });

  it('refuses values outside the catalogues and over-long text', () => {
    expect(issuesOf(buildForm({ policyId: '1'.repeat(51) }))).toEqual([
      { path: ['policyId'], message: 'Policy ID must be no more than 50 characters' },
    ]);
    expect(issuesOf({ ...buildForm(), inspectionTrigger: 'Routine' })).toHaveLength(1);
    expect(issuesOf({ ...buildForm(), measureType: 'WINDOWS' })).toHaveLength(1);
    expect(issuesOf({ ...buildForm(), inspectionType: 'Phone Call' })).toHaveLength(1);
    expect(issuesOf({ ...buildForm(), inspectorUserId: 'Tom Hughes' })).toHaveLength(1);
    // One catalogue with the wizard (issue 28 point 6): its entries are accepted here too.
    expect(issuesOf({ ...buildForm(), inspectionTrigger: 'Customer Complaint' })).toEqual([]);
    expect(issuesOf({ ...buildForm(), measureType: 'GLAZING' })).toEqual([]);
    expect(issuesOf({ ...buildForm(), inspectionType: 'Site Visit' })).toEqual([]);
    expect(issuesOf({ ...buildForm(), onsiteRemote: 'Hybrid' })).toHaveLength(1);
  });
});

describe('calculateSinglePageProgress', () => {
  it('is 0% for an empty form', () => {
    expect(calculateSinglePageProgress(createSinglePageFormDefaults(''))).toBe(0);
  });

  it('counts the defaulted date as one of six required fields', () => {
    expect(calculateSinglePageProgress(createSinglePageFormDefaults('2026-12-01'))).toBe(17);
  });

  it('is 100% for a complete non-IWI form', () => {
    expect(calculateSinglePageProgress(buildForm())).toBe(100);
  });

  it('counts the IWI invoice reference as a seventh required field', () => {
    expect(
      calculateSinglePageProgress(buildForm({ measureType: 'IWI', invoiceReference: '' })),
    ).toBe(86);
    expect(
      calculateSinglePageProgress(buildForm({ measureType: 'IWI', invoiceReference: 'INV-1' })),
    ).toBe(100);
    expect(
      calculateSinglePageProgress({ ...createSinglePageFormDefaults(''), measureType: 'IWI' }),
    ).toBe(14);
  });

  it('treats whitespace-only fields as unfilled', () => {
    expect(calculateSinglePageProgress(buildForm({ policyId: '  ', installerName: ' ' }))).toBe(67);
  });

  it('does not care whether filled values are valid', () => {
    expect(calculateSinglePageProgress(buildForm({ policyId: 'abc', postcode: 'nope' }))).toBe(100);
  });

  it('lists the required fields the bar counts', () => {
    const six = [
      'policyId',
      'installerName',
      'addressLine1',
      'postcode',
      'measureType',
      'inspectionDate',
    ];
    expect(listSinglePageRequiredFields({ measureType: 'EWI' })).toEqual(six);
    expect(listSinglePageRequiredFields({ measureType: 'IWI' })).toEqual([
      ...six,
      'invoiceReference',
    ]);
  });
});

describe('applySinglePageMeasureChange', () => {
  const filled = buildForm({
    measureType: 'IWI',
    systemCertificate: 'custom',
    customSystemCertificate: 'Bespoke',
    invoiceReference: 'INV-7',
    servicesAdjusted: 'No',
  });

  it.each([
    ['IWI', 'Yes'],
    ['RIRI', 'Yes'],
    ['EWI', ''],
    ['CWI', ''],
    ['LOFT', ''],
    ['SOLAR_PV', ''],
    ['', ''],
  ] as const)(
    'changing to %j clears certificate and invoice; services adjusted becomes %j',
    (measureType, services) => {
      expect(applySinglePageMeasureChange(filled, measureType)).toEqual({
        ...filled,
        measureType,
        systemCertificate: '',
        customSystemCertificate: '',
        invoiceReference: '',
        servicesAdjusted: services,
      });
    },
  );

  it('returns a new form and leaves the original untouched', () => {
    const before = { ...filled };
    const after = applySinglePageMeasureChange(filled, 'EWI');
    expect(after).not.toBe(filled);
    expect(filled).toEqual(before);
  });
});

describe('createSinglePageFormDefaults', () => {
  it('uses the spec defaults and the given date', () => {
    expect(createSinglePageFormDefaults('2026-03-14')).toEqual({
      policyId: '',
      installerName: '',
      installerEmail: '',
      qmpCert: '',
      systemCertificate: '',
      customSystemCertificate: '',
      addressLine1: '',
      postcode: '',
      inspectionTrigger: 'Enhanced Monitoring',
      inspectorUserId: '',
      inspectorName: '',
      onsiteRemote: 'Onsite',
      inspectionType: 'Third-Party C3',
      inspectionDate: '2026-03-14',
      measureType: '',
      invoiceReference: '',
      servicesAdjusted: 'Yes',
    });
  });
});

describe('inspection date format', () => {
  it.each(['tomorrow', '2026-13-01', '2026-02-30', '01/12/2026'])('refuses %s', (date) => {
    expect(messagesOf(buildForm({ inspectionDate: date }))).toEqual([
      'Inspection date format is invalid',
    ]);
  });

  it('accepts a real date', () => {
    expect(messagesOf(buildForm({ inspectionDate: '2028-02-29' }))).toEqual([]);
  });
});

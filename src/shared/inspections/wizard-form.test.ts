import { todayInLondon } from '../format';
import { addDays } from '../schedule/calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURE_QUESTIONS } from './checklist-questions';
import {
  createWizardDefaults,
  validateWizard,
  validateWizardStep,
  WIZARD_FIELD_LABELS,
  WIZARD_STEPS,
  wizardSubmissionSchema,
  WizardFormShape,
  type WizardForm,
  type WizardVariant,
} from './wizard-form';

const NOW = new Date('2026-11-21T10:00:00Z');

/** A valid wizard form for either variant (EWI, every answer given). */
function buildWizard(variant: WizardVariant, overrides: Partial<WizardForm> = {}): WizardForm {
  const form: WizardForm = {
    ...createWizardDefaults(variant, NOW),
    measureType: 'EWI',
    policyId: '200567',
    systemCertificate: 'custom',
    customSystemCertificate: 'BBA 21/1234 bespoke render',
    invoiceReference: 'INV-5521',
    servicesAdjusted: 'No',
    addressLine1: '4 Mill Lane',
    addressTown: 'Hebden Bridge',
    addressPostcode: 'HX7 8AB',
    customerForename: 'Joan',
    customerSurname: 'Baker',
    customerEmail: 'joan.baker@example.co.uk',
    installerName: 'Pennine Solid Wall',
    installerCompany: 'Pennine Solid Wall Ltd',
    inspectorName: 'Tom Hughes',
  };
  if (variant === 'completed') {
    Object.assign(form, {
      ewiGrading: 'Green',
      ewiFullCoverage: 'Pass',
      ewiFixingsAdhesion: 'Pass',
      ewiWeatherproofRender: 'Pass',
    });
  }
  return { ...form, ...overrides };
}

/** Every Pass/Fail answer blank and no EWI grading. */
const NO_ANSWERS: Partial<WizardForm> = {
  ewiGrading: '',
  ...Object.fromEntries(
    Object.values(MEASURE_QUESTIONS)
      .flat()
      .map((q) => [q.key, '']),
  ),
};

const VARIANTS: WizardVariant[] = ['schedule', 'completed'];
const messages = (step: number, form: WizardForm, variant: WizardVariant) =>
  validateWizardStep(step, form, variant).map((e) => e.message);

describe('valid starting forms', () => {
  it.each(VARIANTS)('%s passes every step', (variant) => {
    expect(validateWizard(buildWizard(variant), variant)).toEqual([]);
  });

  it('has seven steps in each variant', () => {
    expect(WIZARD_STEPS.schedule).toHaveLength(7);
    expect(WIZARD_STEPS.completed).toHaveLength(7);
    expect(WIZARD_STEPS.schedule[5]).toBe('Scheduling');
    expect(WIZARD_STEPS.completed[5]).toBe('Inspection Results');
  });
});

describe('step 6: a completed inspection cannot be dated in the future', () => {
  it('refuses tomorrow and accepts today', () => {
    const tomorrow = addDays(todayInLondon(), 1);
    expect(messages(5, buildWizard('completed', { completedDate: tomorrow }), 'completed')).toEqual(
      ['Completion date cannot be in the future'],
    );
    expect(
      messages(5, buildWizard('completed', { completedDate: todayInLondon() }), 'completed'),
    ).toEqual([]);
    // A scheduled visit is naturally in the future.
    expect(messages(5, buildWizard('schedule', { scheduledDate: tomorrow }), 'schedule')).toEqual(
      [],
    );
  });
});

describe('step 1: Measure & Policy', () => {
  it.each(VARIANTS)('%s requires measure type then policy ID', (variant) => {
    const form = buildWizard(variant, { measureType: '', policyId: '' });
    expect(validateWizardStep(0, form, variant)).toEqual([
      { field: 'measureType', message: 'Measure type is required' },
      { field: 'policyId', message: 'Policy ID is required' },
    ]);
  });

  it('treats a whitespace-only policy ID as missing', () => {
    expect(messages(0, buildWizard('schedule', { policyId: '  \t' }), 'schedule')).toEqual([
      'Policy ID is required',
    ]);
  });
});

describe('step 2: Measure-Specific Details', () => {
  it.each([
    ['IWI', 'schedule'],
    ['IWI', 'completed'],
    ['RIRI', 'schedule'],
    ['RIRI', 'completed'],
  ] as const)('%s (%s) requires services adjusted', (measureType, variant) => {
    const form = buildWizard(variant, { ...NO_ANSWERS, measureType, servicesAdjusted: '' });
    expect(validateWizardStep(1, form, variant)[0]).toEqual({
      field: 'servicesAdjusted',
      message: 'Services adjusted selection is required for this measure type',
    });
  });

  it.each([
    'EWI',
    'CWI',
    'LOFT',
    'GLAZING',
    'DOORS',
    'GAS_BOILER',
    'ESH',
    'SOLAR_PV',
    'ASHP',
    'HEATING_CONTROLS',
  ] as const)('%s does not require services adjusted', (measureType) => {
    expect(
      validateWizardStep(
        1,
        buildWizard('schedule', { measureType, servicesAdjusted: '' }),
        'schedule',
      ),
    ).toEqual([]);
  });

  it.each(VARIANTS)('%s requires the custom certificate text when custom is chosen', (variant) => {
    const form = buildWizard(variant, {
      systemCertificate: 'custom',
      customSystemCertificate: '   ',
    });
    expect(validateWizardStep(1, form, variant)).toEqual([
      { field: 'customSystemCertificate', message: 'Custom system certificate is required' },
    ]);
  });

  describe('completed variant answers', () => {
    it('EWI requires the overall grading and three assessments', () => {
      const form = buildWizard('completed', { ...NO_ANSWERS, measureType: 'EWI' });
      expect(validateWizardStep(1, form, 'completed')).toEqual([
        { field: 'ewiGrading', message: 'Overall grading is required for EWI inspections' },
        {
          field: 'ewiFullCoverage',
          message: 'Full Coverage assessment is required for EWI inspections',
        },
        {
          field: 'ewiFixingsAdhesion',
          message: 'Fixings & Adhesion assessment is required for EWI inspections',
        },
        {
          field: 'ewiWeatherproofRender',
          message: 'Weatherproof Render assessment is required for EWI inspections',
        },
      ]);
    });

    it('CWI requires Cavity Fully Filled and Wall Condition', () => {
      const form = buildWizard('completed', { ...NO_ANSWERS, measureType: 'CWI' });
      expect(messages(1, form, 'completed')).toEqual([
        'Cavity Fully Filled assessment is required for CWI inspections',
        'Wall Condition assessment is required for CWI inspections',
      ]);
    });

    it('RIRI requires Full Coverage and Thermal Bridging', () => {
      const form = buildWizard('completed', { ...NO_ANSWERS, measureType: 'RIRI' });
      expect(messages(1, form, 'completed')).toEqual([
        'Full Coverage assessment is required for RIRI inspections',
        'Thermal Bridging assessment is required for RIRI inspections',
      ]);
    });

    it('IWI requires Insulation Thickness & Fit and Moisture Control', () => {
      const form = buildWizard('completed', { ...NO_ANSWERS, measureType: 'IWI' });
      expect(validateWizardStep(1, form, 'completed')).toEqual([
        {
          field: 'iwiInsulationThicknessFit',
          message: 'Insulation Thickness & Fit assessment is required for IWI inspections',
        },
        {
          field: 'iwiMoistureControl',
          message: 'Moisture Control assessment is required for IWI inspections',
        },
      ]);
    });

    it('lists services adjusted before the assessments', () => {
      const form = buildWizard('completed', {
        ...NO_ANSWERS,
        measureType: 'RIRI',
        servicesAdjusted: '',
      });
      expect(messages(1, form, 'completed')).toEqual([
        'Services adjusted selection is required for this measure type',
        'Full Coverage assessment is required for RIRI inspections',
        'Thermal Bridging assessment is required for RIRI inspections',
      ]);
    });

    it.each([
      [
        'EWI',
        {
          ewiGrading: 'Red',
          ewiFullCoverage: 'Fail',
          ewiFixingsAdhesion: 'Pass',
          ewiWeatherproofRender: 'Fail',
        },
      ],
      ['CWI', { cwiCavityFullyFilled: 'Pass', cwiWallCondition: 'Fail' }],
      ['RIRI', { ririFullCoverage: 'Pass', ririThermalBridging: 'Pass' }],
      ['IWI', { iwiInsulationThicknessFit: 'Fail', iwiMoistureControl: 'Pass' }],
    ] as const)('%s does not require the non-required questions', (measureType, required) => {
      const form = buildWizard('completed', { ...NO_ANSWERS, measureType, ...required });
      expect(validateWizardStep(1, form, 'completed')).toEqual([]);
    });

    it.each(['LOFT', 'GLAZING', 'DOORS', 'GAS_BOILER', 'SOLAR_PV'] as const)(
      '%s has no questions to answer',
      (measureType) => {
        expect(
          validateWizardStep(
            1,
            buildWizard('completed', { ...NO_ANSWERS, measureType }),
            'completed',
          ),
        ).toEqual([]);
      },
    );
  });

  it.each(['EWI', 'CWI', 'RIRI', 'IWI'] as const)(
    'the schedule variant does not require %s answers',
    (measureType) => {
      expect(
        validateWizardStep(1, buildWizard('schedule', { ...NO_ANSWERS, measureType }), 'schedule'),
      ).toEqual([]);
    },
  );
});

describe('step 3: Property Details', () => {
  const propertyErrors = (overrides: Partial<WizardForm>) =>
    validateWizardStep(2, buildWizard('schedule', overrides), 'schedule');

  it('requires all three fields', () => {
    expect(propertyErrors({ addressLine1: '', addressTown: '', addressPostcode: '' })).toEqual([
      { field: 'addressLine1', message: 'Address line 1 is required' },
      { field: 'addressTown', message: 'Town/City is required' },
      { field: 'addressPostcode', message: 'Postcode is required' },
    ]);
  });

  it('treats whitespace-only values as missing', () => {
    expect(
      propertyErrors({ addressLine1: '     ', addressTown: '  ', addressPostcode: ' ' }).map(
        (e) => e.message,
      ),
    ).toEqual(['Address line 1 is required', 'Town/City is required', 'Postcode is required']);
  });

  it('checks the minimum lengths on trimmed text', () => {
    expect(propertyErrors({ addressLine1: '1 Ab', addressTown: 'X' })).toEqual([
      { field: 'addressLine1', message: 'Address line 1 must be at least 5 characters' },
      { field: 'addressTown', message: 'Town/City must be at least 2 characters' },
    ]);
    expect(
      propertyErrors({ addressLine1: '  1 Ab  ', addressTown: ' X ' }).map((e) => e.message),
    ).toEqual([
      'Address line 1 must be at least 5 characters',
      'Town/City must be at least 2 characters',
    ]);
    expect(propertyErrors({ addressLine1: '1 Abc', addressTown: 'Ay' })).toEqual([]);
  });

  it.each(['SW1A', '12345', 'SW1A-1AA', 'AAA1 1AA'])('refuses postcode %j', (addressPostcode) => {
    expect(propertyErrors({ addressPostcode })).toEqual([
      { field: 'addressPostcode', message: 'Postcode format is invalid' },
    ]);
  });

  it.each(['sw1a1aa', 'M1 1AE', 'DN55 1PT'])('accepts postcode %j', (addressPostcode) => {
    expect(propertyErrors({ addressPostcode })).toEqual([]);
  });

  it('names the fields with WIZARD_FIELD_LABELS', () => {
    expect(WIZARD_FIELD_LABELS.addressLine1).toBe('Address line 1');
    expect(WIZARD_FIELD_LABELS.addressTown).toBe('Town/City');
    expect(WIZARD_FIELD_LABELS.addressPostcode).toBe('Postcode');
  });
});

describe('step 4: Customer Information', () => {
  const customerErrors = (overrides: Partial<WizardForm>) =>
    validateWizardStep(3, buildWizard('completed', overrides), 'completed');

  it('requires first and last name', () => {
    expect(customerErrors({ customerForename: '', customerSurname: ' ' })).toEqual([
      { field: 'customerForename', message: 'Customer first name is required' },
      { field: 'customerSurname', message: 'Customer last name is required' },
    ]);
  });

  it('accepts one-letter names and an empty e-mail', () => {
    expect(
      customerErrors({ customerForename: 'J', customerSurname: 'B', customerEmail: '' }),
    ).toEqual([]);
    expect(customerErrors({ customerEmail: '   ' })).toEqual([]);
  });

  it.each([
    'not-an-email',
    'joan@example',
    'joan baker@example.co.uk',
    '@example.co.uk',
    'joan@@example.co.uk',
  ])('refuses e-mail %j', (customerEmail) => {
    expect(customerErrors({ customerEmail })).toEqual([
      { field: 'customerEmail', message: 'Customer email format is invalid' },
    ]);
  });
});

describe('step 5: Installer Details', () => {
  const installerErrors = (overrides: Partial<WizardForm>) =>
    validateWizardStep(4, buildWizard('schedule', overrides), 'schedule');

  it('requires name and company', () => {
    expect(installerErrors({ installerName: '', installerCompany: '  ' })).toEqual([
      { field: 'installerName', message: 'Installer name is required' },
      { field: 'installerCompany', message: 'Installer company is required' },
    ]);
  });

  it('needs at least 2 characters each', () => {
    expect(installerErrors({ installerName: 'A', installerCompany: ' B ' })).toEqual([
      { field: 'installerName', message: 'Installer name must be at least 2 characters' },
      { field: 'installerCompany', message: 'Installer company must be at least 2 characters' },
    ]);
    expect(installerErrors({ installerName: 'AB', installerCompany: 'CD' })).toEqual([]);
  });
});

describe('step 6: Scheduling / Inspection Results', () => {
  it('the schedule variant requires the scheduled date only', () => {
    const form = buildWizard('schedule', {
      scheduledDate: '',
      completedDate: '',
      inspectionOutcome: '',
    });
    expect(validateWizardStep(5, form, 'schedule')).toEqual([
      { field: 'scheduledDate', message: 'Scheduled date is required' },
    ]);
  });

  it('the completed variant requires completed date and outcome, not the scheduled date', () => {
    const form = buildWizard('completed', {
      scheduledDate: '',
      completedDate: '',
      inspectionOutcome: '',
    });
    expect(validateWizardStep(5, form, 'completed')).toEqual([
      { field: 'completedDate', message: 'Completed date is required' },
      { field: 'inspectionOutcome', message: 'Inspection outcome is required' },
    ]);
    expect(
      validateWizardStep(5, buildWizard('completed', { scheduledDate: '' }), 'completed'),
    ).toEqual([]);
  });
});

describe('step 7: Review & Submit', () => {
  it.each(VARIANTS)('%s has no rules, even for an empty form', (variant) => {
    const empty = WizardFormShape.parse({});
    expect(validateWizardStep(6, empty, variant)).toEqual([]);
    expect(validateWizardStep(7, empty, variant)).toEqual([]);
  });
});

describe('validateWizard', () => {
  const commonErrors = [
    'Measure type is required',
    'Policy ID is required',
    'Address line 1 is required',
    'Town/City is required',
    'Postcode is required',
    'Customer first name is required',
    'Customer last name is required',
    'Installer name is required',
    'Installer company is required',
  ];

  it.each(VARIANTS)('lists every step of the %s defaults in step order', (variant) => {
    expect(
      validateWizard(createWizardDefaults(variant, NOW), variant).map((e) => e.message),
    ).toEqual(commonErrors);
  });

  it('includes the step 6 rules of the variant', () => {
    const blankDates = {
      ...createWizardDefaults('schedule', NOW),
      scheduledDate: '',
      inspectionOutcome: '' as const,
    };
    expect(validateWizard(blankDates, 'schedule').map((e) => e.message)).toEqual([
      ...commonErrors,
      'Scheduled date is required',
    ]);
    expect(validateWizard(blankDates, 'completed').map((e) => e.message)).toEqual([
      ...commonErrors,
      'Completed date is required',
      'Inspection outcome is required',
    ]);
  });
});

describe('wizardSubmissionSchema', () => {
  const issuesOf = (variant: WizardVariant, value: unknown) => {
    const result = wizardSubmissionSchema(variant).safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
  };

  it.each(VARIANTS)('accepts the valid %s form', (variant) => {
    expect(issuesOf(variant, buildWizard(variant))).toEqual([]);
  });

  it('reports the step rules as issues on their fields', () => {
    expect(
      issuesOf('completed', buildWizard('completed', { ewiGrading: '', addressTown: 'X' })),
    ).toEqual([
      { path: ['ewiGrading'], message: 'Overall grading is required for EWI inspections' },
      { path: ['addressTown'], message: 'Town/City must be at least 2 characters' },
    ]);
  });

  it('the schedule schema does not ask for the answers', () => {
    expect(issuesOf('schedule', buildWizard('schedule', { ...NO_ANSWERS }))).toEqual([]);
    expect(
      issuesOf(
        'completed',
        buildWizard('schedule', {
          ...NO_ANSWERS,
          completedDate: '2026-11-20',
          inspectionOutcome: 'PASSED',
        }),
      ).length,
    ).toBe(4);
  });

  it('checks the shape: lengths, ranges and formats', () => {
    expect(issuesOf('schedule', { ...buildWizard('schedule'), policyId: '1'.repeat(51) })).toEqual([
      { path: ['policyId'], message: 'Policy ID must be no more than 50 characters' },
    ]);
    expect(issuesOf('schedule', { ...buildWizard('schedule'), scheduledTime: '25:00' })).toEqual([
      { path: ['scheduledTime'], message: 'Preferred time format is invalid' },
    ]);
    expect(issuesOf('schedule', { ...buildWizard('schedule'), scheduledTime: '09:30' })).toEqual(
      [],
    );
    expect(issuesOf('schedule', { ...buildWizard('schedule'), propertyBedrooms: 11 })).toHaveLength(
      1,
    );
    expect(
      issuesOf('schedule', { ...buildWizard('schedule'), propertyBedrooms: 10, propertyFloors: 5 }),
    ).toEqual([]);
    expect(issuesOf('schedule', { ...buildWizard('schedule'), propertyFloors: 0 })).toHaveLength(1);
    expect(
      issuesOf('schedule', { ...buildWizard('schedule'), inspectionTrigger: 'Routine' }),
    ).toHaveLength(1);
    // One catalogue with the single-page form (issue 28 point 6).
    expect(
      issuesOf('schedule', { ...buildWizard('schedule'), inspectionTrigger: 'Random Check' }),
    ).toEqual([]);
  });
});

describe('createWizardDefaults', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const shared = {
    measureType: '',
    policyId: '',
    servicesAdjusted: 'Yes',
    trigger: 'QUALITY_ASSURANCE',
    inspectionTrigger: 'Enhanced Monitoring',
    onsiteRemote: 'Onsite',
    inspectionType: 'Third-Party C3',
    tenantId: 'default-tenant',
    defectsFound: false,
    remedialActionRequired: false,
    certificateIssued: true,
    propertyBedrooms: null,
    propertyFloors: null,
    additionalNotes: '',
  };

  it('schedules 7 days after now', () => {
    const form = createWizardDefaults('schedule', NOW);
    expect(form).toMatchObject({
      ...shared,
      scheduledDate: '2026-11-28',
      completedDate: '',
      inspectionOutcome: '',
    });
  });

  it('crosses month and year ends', () => {
    expect(createWizardDefaults('schedule', new Date('2026-12-28T12:00:00Z')).scheduledDate).toBe(
      '2027-01-04',
    );
  });

  it('completes today with outcome PASSED and a certificate issued', () => {
    const form = createWizardDefaults('completed', NOW);
    expect(form).toMatchObject({
      ...shared,
      completedDate: '2026-11-21',
      inspectionOutcome: 'PASSED',
      scheduledDate: '',
    });
  });

  it('defaults to the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-02-03T12:00:00Z'));
    expect(createWizardDefaults('schedule').scheduledDate).toBe('2026-02-10');
    expect(createWizardDefaults('completed').completedDate).toBe('2026-02-03');
  });

  it('leaves every answer blank', () => {
    const form = createWizardDefaults('completed', NOW);
    for (const question of Object.values(MEASURE_QUESTIONS).flat())
      expect(form[question.key]).toBe('');
    expect(form.ewiGrading).toBe('');
  });
});

describe('date formats', () => {
  it('refuses a scheduled or completed date that is not a real YYYY-MM-DD date', () => {
    expect(
      messages(5, buildWizard('schedule', { scheduledDate: 'next week' }), 'schedule'),
    ).toEqual(['Scheduled date format is invalid']);
    expect(
      messages(5, buildWizard('completed', { completedDate: '2026-02-30' }), 'completed'),
    ).toEqual(['Completed date format is invalid']);
  });

  it('defaults to the local calendar date, not the UTC one', () => {
    // 00:30 on 1 July in London is still 30 June in UTC (tests run with TZ=Europe/London).
    const justAfterMidnight = new Date(2026, 6, 1, 0, 30);
    expect(createWizardDefaults('completed', justAfterMidnight).completedDate).toBe('2026-07-01');
    expect(createWizardDefaults('schedule', justAfterMidnight).scheduledDate).toBe('2026-07-08');
  });
});

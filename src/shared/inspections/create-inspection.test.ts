import { describe, expect, it } from 'vitest';
import { CreateInspectionInput } from './create-inspection';
import { buildInspectionRecord } from './inspection-record';
import { buildSinglePageNotes } from './notes';
import { createSinglePageFormDefaults, type SinglePageForm } from './single-page-form';
import { INSPECTION_TRIGGERS } from './triggers';
import { createWizardDefaults, type WizardForm } from './wizard-form';

/** A valid single-page form. */
function buildSinglePageForm(overrides: Partial<SinglePageForm> = {}): SinglePageForm {
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

const NOW = new Date('2026-11-21T10:00:00Z');

function buildCommonWizard(variant: 'schedule' | 'completed'): WizardForm {
  return {
    ...createWizardDefaults(variant, NOW),
    measureType: 'EWI',
    policyId: '200567',
    systemCertificate: 'custom',
    customSystemCertificate: 'BBA 21/1234 bespoke render',
    invoiceReference: 'INV-5521',
    servicesAdjusted: 'No',
    addressLine1: '4 Mill Lane',
    addressTown: 'Hebden Bridge',
    addressPostcode: 'hx78ab',
    propertyType: 'House',
    propertyBedrooms: 3,
    propertyFloors: 2,
    customerTitle: 'Mrs',
    customerForename: 'Joan',
    customerSurname: 'Baker',
    customerEmail: 'joan.baker@example.co.uk',
    customerPhone: '07700 900123',
    installerName: 'Pennine Solid Wall',
    installerCompany: 'Pennine Solid Wall Ltd',
    installerEmail: 'info@penninesolidwall.co.uk',
    installerPhone: '01422 555010',
    qmpCert: 'QMP-11377',
    inspectorName: 'Tom Hughes',
    additionalNotes: '',
  };
}

/** A valid schedule-wizard form, every optional field filled. */
function buildScheduleForm(overrides: Partial<WizardForm> = {}): WizardForm {
  return {
    ...buildCommonWizard('schedule'),
    scheduledTime: '10:30',
    inspectionType: 'Site Visit',
    onsiteRemote: 'Onsite',
    inspectionTrigger: 'Customer Complaint',
    specialRequirements: 'Dog on site; call ahead',
    ...overrides,
  };
}

/** A valid completed-wizard form (EWI, FAILED), every optional field filled. */
function buildCompletedForm(overrides: Partial<WizardForm> = {}): WizardForm {
  return {
    ...buildCommonWizard('completed'),
    completedDate: '2026-11-20',
    inspectionOutcome: 'FAILED',
    defectsFound: true,
    defectDetails: 'Render cracking at window reveals',
    remedialActionRequired: true,
    remedialActionDetails: 'Re-render reveals within 8 weeks',
    certificateIssued: true,
    certificateNumber: 'CERT-778',
    ewiFullCoverage: 'Pass',
    ewiFixingsAdhesion: 'Pass',
    ewiWeatherproofRender: 'Fail',
    ewiVentilationDpc: 'Pass',
    ewiDetailingSeals: 'Fail',
    ewiGrading: 'Amber',
    ewiInspectionSummary: 'Mostly compliant',
    ewiIssues: 'Cracking at reveals',
    ewiRecommendedActions: 'Re-render',
    ewiMandatoryBestPractice: 'Mandatory',
    ...overrides,
  };
}

const fromSinglePage = (form: SinglePageForm) =>
  buildInspectionRecord(CreateInspectionInput.parse({ source: 'SINGLE_PAGE', form }));
const fromSchedule = (form: WizardForm) =>
  buildInspectionRecord(CreateInspectionInput.parse({ source: 'SCHEDULE_WIZARD', form }));
const fromCompleted = (form: WizardForm) =>
  buildInspectionRecord(CreateInspectionInput.parse({ source: 'COMPLETED_WIZARD', form }));

const issuesOf = (value: unknown) => {
  const result = CreateInspectionInput.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('CreateInspectionInput', () => {
  it('checks each source with its own form rules', () => {
    expect(
      issuesOf({ source: 'SINGLE_PAGE', form: buildSinglePageForm({ policyId: '12a' }) }),
    ).toEqual([{ path: ['form', 'policyId'], message: 'Policy ID should contain only numbers' }]);
    expect(
      issuesOf({ source: 'SCHEDULE_WIZARD', form: buildScheduleForm({ scheduledDate: '' }) }),
    ).toEqual([{ path: ['form', 'scheduledDate'], message: 'Scheduled date is required' }]);
    expect(
      issuesOf({ source: 'COMPLETED_WIZARD', form: buildCompletedForm({ ewiGrading: '' }) }),
    ).toEqual([
      { path: ['form', 'ewiGrading'], message: 'Overall grading is required for EWI inspections' },
    ]);
  });

  it('does not ask the schedule wizard for answers or results', () => {
    const noAnswers = buildScheduleForm({
      ewiGrading: '',
      ewiFullCoverage: '',
      inspectionOutcome: '',
      completedDate: '',
    });
    expect(issuesOf({ source: 'SCHEDULE_WIZARD', form: noAnswers })).toEqual([]);
  });

  it('refuses an unknown source and a draft id that is not a UUID', () => {
    expect(issuesOf({ source: 'EMAIL', form: buildSinglePageForm() })).toHaveLength(1);
    expect(
      issuesOf({ source: 'SCHEDULE_WIZARD', form: buildScheduleForm(), draftId: 'abc' }),
    ).toHaveLength(1);
    expect(
      issuesOf({
        source: 'SCHEDULE_WIZARD',
        form: buildScheduleForm(),
        draftId: '3f2b8c1e-2d4a-4b6e-9f10-1a2b3c4d5e6f',
      }),
    ).toEqual([]);
  });
});

describe('buildInspectionRecord: single page', () => {
  it('derives the spec payload', () => {
    expect(fromSinglePage(buildSinglePageForm())).toMatchObject({
      source: 'SINGLE_PAGE',
      status: 'PENDING',
      policyId: '100234',
      customerName: 'TBD',
      customerForename: 'TBD',
      customerSurname: 'TBD',
      customerEmail: null,
      customerPhone: null,
      propertyAddress: '12 Acacia Avenue, LS6 2AB',
      addressLine1: '12 Acacia Avenue',
      addressTown: 'TBD',
      addressPostcode: 'LS6 2AB',
      measureType: 'INSULATION',
      measureCode: 'EWI',
      measureLabel: 'EWI External Wall Insulation',
      installerName: 'Northern Insulation Services',
      installerCompany: 'Northern Insulation Services',
      installerEmail: 'office@northern-insulation.co.uk',
      trigger: 'QUALITY_ASSURANCE',
      triggerLabel: 'Enhanced Monitoring',
      scheduledDate: '2026-12-01',
      systemCertificate: 'BBA Certificate - EWI render system',
      qmpCert: 'QMP-10234',
      inspectorName: 'Tom Hughes',
      inspectionType: 'Third-Party C3',
      onsiteRemote: 'Onsite',
      answers: {},
      completedDate: null,
      outcome: null,
    });
  });

  it('trims text, normalises the postcode and turns blank optional fields into null', () => {
    const record = fromSinglePage(
      buildSinglePageForm({
        policyId: ' 000123 ',
        installerName: '  Acme Ltd ',
        addressLine1: ' 1 High St ',
        postcode: ' sw1a1aa ',
        installerEmail: '  ',
        qmpCert: '',
        inspectorName: '',
        servicesAdjusted: '',
      }),
    );
    expect(record).toMatchObject({
      policyId: '000123',
      installerName: 'Acme Ltd',
      installerCompany: 'Acme Ltd',
      propertyAddress: '1 High St, SW1A 1AA',
      addressPostcode: 'SW1A 1AA',
      installerEmail: null,
      qmpCert: null,
      inspectorName: null,
      servicesAdjusted: null,
      invoiceReference: null,
    });
  });

  it.each(INSPECTION_TRIGGERS.map((t) => [t.label, t.value]))(
    'sends trigger %s as %s',
    (label, value) => {
      const record = fromSinglePage({ ...buildSinglePageForm(), inspectionTrigger: label });
      expect(record.trigger).toBe(value);
      expect(record.triggerLabel).toBe(label);
    },
  );

  it.each([
    ['EWI', 'INSULATION'],
    ['CWI', 'INSULATION'],
    ['IWI', 'INSULATION'],
    ['RIRI', 'INSULATION'],
    ['LOFT', 'INSULATION'],
    ['ESH', 'HEATING_SYSTEM'],
    ['GAS_BOILER', 'HEATING_SYSTEM'],
    ['SOLAR_PV', 'RENEWABLE_ENERGY'],
    ['ASHP', 'RENEWABLE_ENERGY'],
    ['HEATING_CONTROLS', 'SMART_CONTROLS'],
  ] as const)('sends measure %s as %s', (measureType, category) => {
    const record = fromSinglePage(buildSinglePageForm({ measureType, invoiceReference: 'INV-1' }));
    expect(record.measureType).toBe(category);
    expect(record.measureCode).toBe(measureType);
  });

  it('builds the notes without invoice or services lines when they are empty', () => {
    const form = buildSinglePageForm({ servicesAdjusted: '', invoiceReference: '' });
    const expected = [
      'QMP Certificate: QMP-10234',
      'System Certificate: BBA Certificate - EWI render system',
      'Inspector: Tom Hughes',
      'Inspection Type: Third-Party C3',
      'Mode: Onsite',
    ].join('\n');
    expect(buildSinglePageNotes(form)).toBe(expected);
    expect(fromSinglePage(form).notes).toBe(expected);
  });

  it('adds the invoice reference and services adjusted lines when present', () => {
    const form = buildSinglePageForm({
      measureType: 'IWI',
      systemCertificate: 'custom',
      customSystemCertificate: ' Bespoke IWI board ',
      invoiceReference: ' INV-42 ',
      servicesAdjusted: 'N/A',
      onsiteRemote: 'Remote',
      inspectionType: 'Internal QA',
    });
    const record = fromSinglePage(form);
    expect(record.notes).toBe(
      [
        'QMP Certificate: QMP-10234',
        'System Certificate: Bespoke IWI board',
        'Inspector: Tom Hughes',
        'Inspection Type: Internal QA',
        'Mode: Remote',
        'Invoice Reference: INV-42',
        'Services Adjusted: N/A',
      ].join('\n'),
    );
    expect(record).toMatchObject({
      systemCertificate: 'Bespoke IWI board',
      invoiceReference: 'INV-42',
      servicesAdjusted: 'N/A',
      onsiteRemote: 'Remote',
      inspectionType: 'Internal QA',
    });
  });

  it("writes 'N/A' for a blank QMP certificate, system certificate and inspector", () => {
    const form = buildSinglePageForm({
      qmpCert: ' ',
      systemCertificate: '',
      inspectorName: '',
      servicesAdjusted: 'Yes',
    });
    expect(fromSinglePage(form).notes).toBe(
      [
        'QMP Certificate: N/A',
        'System Certificate: N/A',
        'Inspector: N/A',
        'Inspection Type: Third-Party C3',
        'Mode: Onsite',
        'Services Adjusted: Yes',
      ].join('\n'),
    );
  });

  it('refuses an invalid form instead of building a record', () => {
    expect(() => fromSinglePage(buildSinglePageForm({ postcode: 'SW1A' }))).toThrow(
      'Please enter a valid UK postcode (e.g., SW1A 1AA)',
    );
  });
});

describe('buildInspectionRecord: schedule wizard', () => {
  it('derives the spec payload and keeps the extras', () => {
    expect(fromSchedule(buildScheduleForm())).toMatchObject({
      source: 'SCHEDULE_WIZARD',
      status: 'PENDING',
      policyId: '200567',
      customerName: 'Joan Baker',
      customerForename: 'Joan',
      customerSurname: 'Baker',
      customerEmail: 'joan.baker@example.co.uk',
      customerPhone: '07700 900123',
      customerTitle: 'Mrs',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      addressLine1: '4 Mill Lane',
      addressTown: 'Hebden Bridge',
      addressPostcode: 'HX7 8AB',
      measureType: 'INSULATION',
      measureCode: 'EWI',
      installerName: 'Pennine Solid Wall',
      installerCompany: 'Pennine Solid Wall Ltd',
      installerEmail: 'info@penninesolidwall.co.uk',
      installerPhone: '01422 555010',
      qmpCert: 'QMP-11377',
      trigger: 'CUSTOMER_COMPLAINT',
      triggerLabel: 'Customer Complaint',
      scheduledDate: '2026-11-28',
      scheduledTime: '10:30',
      propertyType: 'House',
      propertyBedrooms: 3,
      propertyFloors: 2,
      inspectionType: 'Site Visit',
      onsiteRemote: 'Onsite',
      inspectorName: 'Tom Hughes',
      specialRequirements: 'Dog on site; call ahead',
      systemCertificate: 'BBA 21/1234 bespoke render',
      invoiceReference: 'INV-5521',
      servicesAdjusted: 'No',
      additionalNotes: null,
      completedDate: null,
      outcome: null,
      defectsFound: null,
      defectDetails: null,
      remedialActionRequired: null,
      remedialActionDetails: null,
      certificateIssued: null,
      certificateNumber: null,
      ewiGrading: null,
    });
  });

  it('sends the chosen date as the scheduled date', () => {
    expect(fromSchedule(buildScheduleForm({ scheduledDate: '2027-01-15' })).scheduledDate).toBe(
      '2027-01-15',
    );
  });

  it.each(INSPECTION_TRIGGERS.map((t) => [t.label, t.value]))(
    'sends trigger %s as %s',
    (label, value) => {
      expect(fromSchedule({ ...buildScheduleForm(), inspectionTrigger: label }).trigger).toBe(
        value,
      );
    },
  );

  it('ignores answers typed into the schedule form', () => {
    const record = fromSchedule(
      buildScheduleForm({ ewiFullCoverage: 'Pass', ewiGrading: 'Green' }),
    );
    expect(record.answers).toEqual({});
    expect(record.ewiGrading).toBeNull();
  });

  it.each([
    ['EWI', 'INSULATION'],
    ['IWI', 'INSULATION'],
    ['CWI', 'INSULATION'],
    ['RIRI', 'INSULATION'],
    ['LOFT', 'INSULATION'],
    ['GLAZING', 'GLAZING'],
    ['DOORS', 'DOORS'],
    ['GAS_BOILER', 'HEATING_SYSTEM'],
    ['ESH', 'HEATING_SYSTEM'],
    ['SOLAR_PV', 'RENEWABLE_ENERGY'],
    ['ASHP', 'RENEWABLE_ENERGY'],
    ['HEATING_CONTROLS', 'SMART_CONTROLS'],
  ] as const)('sends measure %s as %s', (measureType, category) => {
    expect(fromSchedule(buildScheduleForm({ measureType })).measureType).toBe(category);
  });

  it('builds the summary notes when no additional notes are given', () => {
    expect(fromSchedule(buildScheduleForm()).notes).toBe(
      [
        'Inspector: Tom Hughes',
        'Inspection Type: Site Visit',
        'Mode: Onsite',
        'Special Requirements: Dog on site; call ahead',
        'System Certificate: BBA 21/1234 bespoke render',
        'Invoice Reference: INV-5521',
        'Services Adjusted: No',
      ].join('\n'),
    );
  });

  it('leaves blank items out of the summary', () => {
    const form = buildScheduleForm({
      inspectorName: '',
      specialRequirements: ' ',
      systemCertificate: 'BBA Certificate - EWI render system',
      invoiceReference: '',
      servicesAdjusted: '',
      onsiteRemote: 'Remote',
      inspectionType: '',
    });
    expect(fromSchedule(form).notes).toBe(
      ['Mode: Remote', 'System Certificate: BBA Certificate - EWI render system'].join('\n'),
    );
  });

  it('uses the additional notes, trimmed, when given', () => {
    const record = fromSchedule(
      buildScheduleForm({ additionalNotes: '  Please call on arrival.  ' }),
    );
    expect(record.notes).toBe('Please call on arrival.');
    expect(record.additionalNotes).toBe('Please call on arrival.');
  });
});

describe('buildInspectionRecord: completed wizard', () => {
  it('derives the spec payload and keeps the results', () => {
    expect(fromCompleted(buildCompletedForm())).toMatchObject({
      source: 'COMPLETED_WIZARD',
      status: 'FAILED',
      customerName: 'Joan Baker',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      measureType: 'INSULATION',
      trigger: 'QUALITY_ASSURANCE',
      triggerLabel: 'Quality Assurance',
      scheduledDate: '2026-11-20',
      completedDate: '2026-11-20',
      outcome: 'FAILED',
      defectsFound: true,
      defectDetails: 'Render cracking at window reveals',
      remedialActionRequired: true,
      remedialActionDetails: 'Re-render reveals within 8 weeks',
      certificateIssued: true,
      certificateNumber: 'CERT-778',
      inspectorName: 'Tom Hughes',
      scheduledTime: null,
      onsiteRemote: null,
      inspectionType: null,
      specialRequirements: null,
      answers: {
        ewiFullCoverage: 'Pass',
        ewiFixingsAdhesion: 'Pass',
        ewiWeatherproofRender: 'Fail',
        ewiVentilationDpc: 'Pass',
        ewiDetailingSeals: 'Fail',
      },
      ewiGrading: 'Amber',
      ewiInspectionSummary: 'Mostly compliant',
      ewiIssues: 'Cracking at reveals',
      ewiRecommendedActions: 'Re-render',
      ewiMandatoryBestPractice: 'Mandatory',
    });
  });

  it.each(INSPECTION_TRIGGERS.map((t) => t.label))(
    "always sends QUALITY_ASSURANCE, even for '%s'",
    (label) => {
      expect(fromCompleted({ ...buildCompletedForm(), inspectionTrigger: label }).trigger).toBe(
        'QUALITY_ASSURANCE',
      );
    },
  );

  it.each([
    ['PASSED', 'PASSED'],
    ['FAILED', 'FAILED'],
    ['PARTIAL', 'REQUIRES_FOLLOW_UP'],
  ] as const)('outcome %s stores status %s', (inspectionOutcome, status) => {
    expect(fromCompleted(buildCompletedForm({ inspectionOutcome })).status).toBe(status);
  });

  it('keeps the EWI fields only for EWI', () => {
    const record = fromCompleted(
      buildCompletedForm({
        measureType: 'CWI',
        cwiCavityFullyFilled: 'Pass',
        cwiWallCondition: 'Fail',
      }),
    );
    expect(record).toMatchObject({
      measureCode: 'CWI',
      ewiGrading: null,
      ewiInspectionSummary: null,
      ewiIssues: null,
      ewiRecommendedActions: null,
      ewiMandatoryBestPractice: null,
    });
    expect(record.answers).toMatchObject({
      cwiCavityFullyFilled: 'Pass',
      cwiWallCondition: 'Fail',
    });
  });

  it('drops the details whose checkbox is off', () => {
    const record = fromCompleted(
      buildCompletedForm({
        defectsFound: false,
        remedialActionRequired: false,
        certificateIssued: false,
      }),
    );
    expect(record).toMatchObject({
      defectsFound: false,
      defectDetails: null,
      remedialActionRequired: false,
      remedialActionDetails: null,
      certificateIssued: false,
      certificateNumber: null,
    });
  });

  it('builds the summary notes when no additional notes are given', () => {
    expect(fromCompleted(buildCompletedForm()).notes).toBe(
      [
        'System Certificate: BBA 21/1234 bespoke render',
        'Invoice Reference: INV-5521',
        'Services Adjusted: No',
        'Outcome: Failed - Issues Require Attention',
        'Defects Found: Yes',
        'Defect Details: Render cracking at window reveals',
        'Certificate Issued: Yes',
        'Certificate Number: CERT-778',
        'Inspector: Tom Hughes',
      ].join('\n'),
    );
  });

  it('summarises a clean pass without the detail lines', () => {
    const form = buildCompletedForm({
      inspectionOutcome: 'PARTIAL',
      defectsFound: false,
      certificateIssued: false,
      systemCertificate: '',
      invoiceReference: '',
      servicesAdjusted: '',
      inspectorName: '',
    });
    expect(fromCompleted(form).notes).toBe(
      ['Outcome: Partial - Some Issues Found', 'Defects Found: No', 'Certificate Issued: No'].join(
        '\n',
      ),
    );
  });

  it('uses the additional notes when given', () => {
    expect(fromCompleted(buildCompletedForm({ additionalNotes: 'Revisit in spring.' })).notes).toBe(
      'Revisit in spring.',
    );
  });
});

describe('buildInspectionRecord: answers of another measure', () => {
  it('keeps only the chosen measure’s questions', () => {
    const record = fromCompleted(
      buildCompletedForm({
        measureType: 'CWI',
        cwiCavityFullyFilled: 'Pass',
        cwiWallCondition: 'Fail',
        ewiGrading: '',
      }),
    );
    expect(record.answers).toEqual({ cwiCavityFullyFilled: 'Pass', cwiWallCondition: 'Fail' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  EWI_GRADINGS,
  MEASURE_ANSWER_KEYS,
  MEASURE_QUESTIONS,
  PASS_FAIL,
} from './checklist-questions';
import {
  DETAILED_MEASURES,
  findSingleFormMeasure,
  findWizardMeasure,
  isDetailedMeasure,
  SERVICES_ADJUSTED_MEASURES,
  SINGLE_FORM_MEASURES,
  SYSTEM_CERTIFICATES,
  WIZARD_MEASURES,
} from './measures';
import {
  BEDROOMS,
  FLOORS,
  INSPECTION_OUTCOMES,
  PENDING_PAGE_SIZE,
  SERVICES_ADJUSTED,
  SINGLE_FORM_INSPECTION_TYPES,
  SINGLE_FORM_QUICK_FILL_INSTALLERS,
  WIZARD_DEFAULT_DAYS_AHEAD,
  WIZARD_INSPECTION_TYPES,
  WIZARD_QUICK_FILL_INSTALLERS,
} from './options';
import {
  mapSingleFormTrigger,
  mapWizardTrigger,
  SINGLE_FORM_DEFAULT_TRIGGER,
  SINGLE_FORM_TRIGGERS,
  WIZARD_DEFAULT_TRIGGER,
  WIZARD_DEFAULT_TRIGGER_LABEL,
  WIZARD_TRIGGERS,
} from './triggers';

describe('single-page measures', () => {
  it('has the 10 spec labels with their server categories, in order', () => {
    expect(SINGLE_FORM_MEASURES.map((m) => [m.label, m.category])).toEqual([
      ['EWI External Wall Insulation', 'INSULATION'],
      ['CWI Cavity Wall Insulation', 'INSULATION'],
      ['IWI Internal Wall Insulation', 'INSULATION'],
      ['RIRI Room in Roof Insulation', 'INSULATION'],
      ['Loft Insulation', 'INSULATION'],
      ['ESH Electric Storage Heating', 'HEATING_SYSTEM'],
      ['Gas Boiler', 'HEATING_SYSTEM'],
      ['Solar PV', 'RENEWABLE_ENERGY'],
      ['ASHP', 'RENEWABLE_ENERGY'],
      ['Heating Controls', 'SMART_CONTROLS'],
    ]);
  });

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
  ])('finds %s as %s', (code, category) => {
    expect(findSingleFormMeasure(code)?.category).toBe(category);
  });

  it('does not offer the wizard-only measures', () => {
    expect(findSingleFormMeasure('GLAZING')).toBeUndefined();
    expect(findSingleFormMeasure('DOORS')).toBeUndefined();
  });
});

describe('wizard measures', () => {
  it('has the 12 spec labels with their server categories, in order', () => {
    expect(WIZARD_MEASURES.map((m) => [m.label, m.category])).toEqual([
      ['EWI', 'INSULATION'],
      ['IWI', 'INSULATION'],
      ['CWI', 'INSULATION'],
      ['RIRI', 'INSULATION'],
      ['Loft', 'INSULATION'],
      ['GLAZING', 'GLAZING'],
      ['DOORS', 'DOORS'],
      ['Gas Boiler', 'HEATING_SYSTEM'],
      ['ESH', 'HEATING_SYSTEM'],
      ['Solar PV', 'RENEWABLE_ENERGY'],
      ['ASHP', 'RENEWABLE_ENERGY'],
      ['Heating Controls', 'SMART_CONTROLS'],
    ]);
  });

  it('maps GLAZING and DOORS to categories of their own', () => {
    expect(findWizardMeasure('GLAZING')?.category).toBe('GLAZING');
    expect(findWizardMeasure('DOORS')?.category).toBe('DOORS');
    expect(findWizardMeasure('NOPE')).toBeUndefined();
  });

  it('gives every measure an icon and a description', () => {
    for (const m of WIZARD_MEASURES) {
      expect(m.icon).not.toBe('');
      expect(m.description).not.toBe('');
    }
  });
});

describe('measure details', () => {
  it('only IWI and RIRI need the services-adjusted answer', () => {
    expect([...SERVICES_ADJUSTED_MEASURES]).toEqual(['IWI', 'RIRI']);
  });

  it('EWI, CWI, IWI and RIRI have certificate lists; the others have none', () => {
    expect([...DETAILED_MEASURES]).toEqual(['EWI', 'CWI', 'IWI', 'RIRI']);
    expect(Object.keys(SYSTEM_CERTIFICATES).sort()).toEqual(['CWI', 'EWI', 'IWI', 'RIRI']);
    for (const code of DETAILED_MEASURES)
      expect(SYSTEM_CERTIFICATES[code].length).toBeGreaterThan(0);
    expect(isDetailedMeasure('EWI')).toBe(true);
    expect(isDetailedMeasure('LOFT')).toBe(false);
    expect(isDetailedMeasure('')).toBe(false);
    expect(isDetailedMeasure(null)).toBe(false);
  });

  it('has the spec questions for each detailed measure', () => {
    expect(MEASURE_QUESTIONS.EWI.map((q) => q.key)).toEqual([
      'ewiFullCoverage',
      'ewiFixingsAdhesion',
      'ewiWeatherproofRender',
      'ewiVentilationDpc',
      'ewiDetailingSeals',
    ]);
    expect(MEASURE_QUESTIONS.CWI.map((q) => q.key)).toEqual([
      'cwiCavityFullyFilled',
      'cwiWallCondition',
      'cwiVentilationCompliance',
      'cwiSealsVents',
      'cwiDrillPattern',
    ]);
    expect(MEASURE_QUESTIONS.RIRI.map((q) => q.key)).toEqual([
      'ririFullCoverage',
      'ririThermalBridging',
      'ririAirtightness',
      'ririVentilationOk',
      'ririMoistureControl',
    ]);
    expect(MEASURE_QUESTIONS.IWI.map((q) => q.key)).toEqual([
      'iwiInsulationThicknessFit',
      'iwiMoistureControl',
      'iwiAirtightnessThermalBridge',
      'iwiVentilationCompliance',
    ]);
    expect(MEASURE_ANSWER_KEYS).toHaveLength(19);
    expect([...PASS_FAIL]).toEqual(['Pass', 'Fail']);
    expect([...EWI_GRADINGS]).toEqual(['Green', 'Amber', 'Red']);
  });
});

describe('triggers', () => {
  it('single-page labels map to the spec server values', () => {
    expect(SINGLE_FORM_TRIGGERS).toHaveLength(8);
    expect(SINGLE_FORM_TRIGGERS.map((t) => [t.label, mapSingleFormTrigger(t.label)])).toEqual([
      ['Enhanced Monitoring', 'REGULATORY_REQUIREMENT'],
      ['Routine', 'ROUTINE_CHECK'],
      ['Quality Assurance', 'QUALITY_ASSURANCE'],
      ['Complaint', 'CUSTOMER_COMPLAINT'],
      ['Random Check', 'QUALITY_ASSURANCE'],
      ['Warranty Claim', 'CUSTOMER_COMPLAINT'],
      ['Follow Up', 'FOLLOW_UP'],
      ['Installation Complete', 'INSTALLATION_COMPLETE'],
    ]);
  });

  it('wizard labels map to the spec server values', () => {
    expect(WIZARD_TRIGGERS).toHaveLength(6);
    expect(WIZARD_TRIGGERS.map((t) => [t.label, mapWizardTrigger(t.label)])).toEqual([
      ['Enhanced Monitoring', 'QUALITY_ASSURANCE'],
      ['Installation Complete', 'INSTALLATION_COMPLETE'],
      ['Customer Complaint', 'CUSTOMER_COMPLAINT'],
      ['Regulatory Requirement', 'REGULATORY_REQUIREMENT'],
      ['Follow Up', 'FOLLOW_UP'],
      ['Routine Check', 'ROUTINE_CHECK'],
    ]);
  });

  it("keeps both readings of 'Enhanced Monitoring'", () => {
    expect(mapSingleFormTrigger('Enhanced Monitoring')).toBe('REGULATORY_REQUIREMENT');
    expect(mapWizardTrigger('Enhanced Monitoring')).toBe('QUALITY_ASSURANCE');
  });

  it('maps the single-page aliases', () => {
    expect(mapSingleFormTrigger('Random Check')).toBe('QUALITY_ASSURANCE');
    expect(mapSingleFormTrigger('Warranty Claim')).toBe('CUSTOMER_COMPLAINT');
  });

  it('does not map labels of the other list or unknown labels', () => {
    expect(mapSingleFormTrigger('Customer Complaint')).toBeUndefined();
    expect(mapSingleFormTrigger('Routine Check')).toBeUndefined();
    expect(mapWizardTrigger('Random Check')).toBeUndefined();
    expect(mapWizardTrigger('Routine')).toBeUndefined();
    expect(mapWizardTrigger('')).toBeUndefined();
  });

  it('defaults to Enhanced Monitoring, sent as QUALITY_ASSURANCE by the wizard', () => {
    expect(SINGLE_FORM_DEFAULT_TRIGGER).toBe('Enhanced Monitoring');
    expect(WIZARD_DEFAULT_TRIGGER_LABEL).toBe('Enhanced Monitoring');
    expect(WIZARD_DEFAULT_TRIGGER).toBe('QUALITY_ASSURANCE');
  });
});

describe('options', () => {
  it('lists the inspection types of each form', () => {
    expect([...SINGLE_FORM_INSPECTION_TYPES]).toEqual([
      'Third-Party C3',
      'Installer C3',
      'Internal QA',
      'Technical Review',
    ]);
    expect([...WIZARD_INSPECTION_TYPES]).toEqual([
      'First Party C3',
      'Second Party C3',
      'Third-Party C3',
      'Desktop Review',
      'Site Visit',
      'Remote Assessment',
    ]);
  });

  it('has 13 single-page quick-fill installers, some without a QMP certificate', () => {
    expect(SINGLE_FORM_QUICK_FILL_INSTALLERS).toHaveLength(13);
    const withoutQmp = SINGLE_FORM_QUICK_FILL_INSTALLERS.filter((i) => i.qmpCert === '');
    expect(withoutQmp.length).toBeGreaterThan(0);
    expect(withoutQmp.length).toBeLessThan(13);
    expect(new Set(SINGLE_FORM_QUICK_FILL_INSTALLERS.map((i) => i.name)).size).toBe(13);
  });

  it('has 4 complete wizard quick-fill installers', () => {
    expect(WIZARD_QUICK_FILL_INSTALLERS).toHaveLength(4);
    for (const installer of WIZARD_QUICK_FILL_INSTALLERS) {
      expect(installer.name.length).toBeGreaterThanOrEqual(2);
      expect(installer.company.length).toBeGreaterThanOrEqual(2);
      expect(installer.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(installer.phone).not.toBe('');
      expect(installer.qmpCert).not.toBe('');
    }
  });

  it('has the spec constants', () => {
    expect([...INSPECTION_OUTCOMES]).toEqual(['PASSED', 'FAILED', 'PARTIAL']);
    expect([...SERVICES_ADJUSTED]).toEqual(['Yes', 'No', 'N/A']);
    expect(BEDROOMS).toEqual({ min: 1, max: 10 });
    expect(FLOORS).toEqual({ min: 1, max: 5 });
    expect(PENDING_PAGE_SIZE).toBe(20);
    expect(WIZARD_DEFAULT_DAYS_AHEAD).toBe(7);
  });
});

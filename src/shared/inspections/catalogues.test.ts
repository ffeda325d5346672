import { describe, expect, it } from 'vitest';
import {
  EWI_GRADINGS,
  MEASURE_ANSWER_KEYS,
  MEASURE_QUESTIONS,
  PASS_FAIL,
} from './checklist-questions';
import {
  DETAILED_MEASURES,
  findMeasure,
  isDetailedMeasure,
  MEASURES,
  SERVICES_ADJUSTED_MEASURES,
  SYSTEM_CERTIFICATES,
} from './measures';
import {
  BEDROOMS,
  FLOORS,
  INSPECTION_OUTCOMES,
  PENDING_PAGE_SIZE,
  SERVICES_ADJUSTED,
  INSPECTION_TYPES,
  SINGLE_FORM_QUICK_FILL_INSTALLERS,
  WIZARD_DEFAULT_DAYS_AHEAD,
  WIZARD_QUICK_FILL_INSTALLERS,
} from './options';
import {
  DEFAULT_TRIGGER,
  DEFAULT_TRIGGER_LABEL,
  INSPECTION_TRIGGERS,
  mapTrigger,
} from './triggers';

describe('measures: one catalogue for the form and the wizards (issue 28 point 6)', () => {
  it('has the 12 measures, the single-page labels, wizard card titles and server categories', () => {
    expect(MEASURES.map((m) => [m.label, m.short, m.category])).toEqual([
      ['EWI External Wall Insulation', 'EWI', 'INSULATION'],
      ['CWI Cavity Wall Insulation', 'CWI', 'INSULATION'],
      ['IWI Internal Wall Insulation', 'IWI', 'INSULATION'],
      ['RIRI Room in Roof Insulation', 'RIRI', 'INSULATION'],
      ['Loft Insulation', 'Loft', 'INSULATION'],
      ['Glazing', 'GLAZING', 'GLAZING'],
      ['Doors', 'DOORS', 'DOORS'],
      ['ESH Electric Storage Heating', 'ESH', 'HEATING_SYSTEM'],
      ['Gas Boiler', 'Gas Boiler', 'HEATING_SYSTEM'],
      ['Solar PV', 'Solar PV', 'RENEWABLE_ENERGY'],
      ['ASHP', 'ASHP', 'RENEWABLE_ENERGY'],
      ['Heating Controls', 'Heating Controls', 'SMART_CONTROLS'],
    ]);
  });

  it('maps GLAZING and DOORS to categories of their own', () => {
    expect(findMeasure('GLAZING')?.category).toBe('GLAZING');
    expect(findMeasure('DOORS')?.category).toBe('DOORS');
    expect(findMeasure('NOPE')).toBeUndefined();
  });

  it('gives every measure an icon and a description', () => {
    for (const m of MEASURES) {
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

describe('triggers: one catalogue, one stored value per label (issue 28 point 6)', () => {
  it('merges both spec lists, each label once', () => {
    expect(INSPECTION_TRIGGERS.map((t) => [t.label, mapTrigger(t.label)])).toEqual([
      ['Enhanced Monitoring', 'QUALITY_ASSURANCE'],
      ['Routine Check', 'ROUTINE_CHECK'],
      ['Quality Assurance', 'QUALITY_ASSURANCE'],
      ['Random Check', 'QUALITY_ASSURANCE'],
      ['Customer Complaint', 'CUSTOMER_COMPLAINT'],
      ['Warranty Claim', 'CUSTOMER_COMPLAINT'],
      ['Follow Up', 'FOLLOW_UP'],
      ['Installation Complete', 'INSTALLATION_COMPLETE'],
      ['Regulatory Requirement', 'REGULATORY_REQUIREMENT'],
    ]);
  });

  it('does not map unknown labels', () => {
    expect(mapTrigger('Routine')).toBeUndefined();
    expect(mapTrigger('')).toBeUndefined();
  });

  it('defaults to Enhanced Monitoring, stored as QUALITY_ASSURANCE', () => {
    expect(DEFAULT_TRIGGER_LABEL).toBe('Enhanced Monitoring');
    expect(DEFAULT_TRIGGER).toBe('QUALITY_ASSURANCE');
  });
});

describe('options', () => {
  it('lists one set of inspection types, both spec lists merged', () => {
    expect([...INSPECTION_TYPES]).toEqual([
      'Third-Party C3',
      'First Party C3',
      'Second Party C3',
      'Installer C3',
      'Internal QA',
      'Technical Review',
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

import type { DetailedMeasure } from './measures';

export const PASS_FAIL = ['Pass', 'Fail'] as const;
export type PassFail = (typeof PASS_FAIL)[number];

type Question = { key: string; label: string; required: boolean };

/** Measure-specific Pass/Fail questions of the completed wizard (spec 01 section 3). */
export const MEASURE_QUESTIONS = {
  EWI: [
    { key: 'ewiFullCoverage', label: 'Full Coverage', required: true },
    { key: 'ewiFixingsAdhesion', label: 'Fixings & Adhesion', required: true },
    { key: 'ewiWeatherproofRender', label: 'Weatherproof Render', required: true },
    { key: 'ewiVentilationDpc', label: 'Ventilation & DPC', required: false },
    { key: 'ewiDetailingSeals', label: 'Detailing & Seals', required: false },
  ],
  CWI: [
    { key: 'cwiCavityFullyFilled', label: 'Cavity Fully Filled', required: true },
    { key: 'cwiWallCondition', label: 'Wall Condition', required: true },
    { key: 'cwiVentilationCompliance', label: 'Ventilation Compliance', required: false },
    { key: 'cwiSealsVents', label: 'Seals & Vents', required: false },
    { key: 'cwiDrillPattern', label: 'Drill Pattern', required: false },
  ],
  RIRI: [
    { key: 'ririFullCoverage', label: 'Full Coverage', required: true },
    { key: 'ririThermalBridging', label: 'Thermal Bridging', required: true },
    { key: 'ririAirtightness', label: 'Airtightness', required: false },
    { key: 'ririVentilationOk', label: 'Ventilation OK', required: false },
    { key: 'ririMoistureControl', label: 'Moisture Control', required: false },
  ],
  IWI: [
    { key: 'iwiInsulationThicknessFit', label: 'Insulation Thickness & Fit', required: true },
    { key: 'iwiMoistureControl', label: 'Moisture Control', required: true },
    {
      key: 'iwiAirtightnessThermalBridge',
      label: 'Airtightness & Thermal Bridge',
      required: false,
    },
    { key: 'iwiVentilationCompliance', label: 'Ventilation Compliance', required: false },
  ],
} as const satisfies Record<DetailedMeasure, readonly Question[]>;

export type MeasureAnswerKey = (typeof MEASURE_QUESTIONS)[DetailedMeasure][number]['key'];
export const MEASURE_ANSWER_KEYS = Object.values(MEASURE_QUESTIONS).flatMap((qs) =>
  qs.map((q) => q.key),
) as [MeasureAnswerKey, ...MeasureAnswerKey[]];

export const EWI_GRADINGS = ['Green', 'Amber', 'Red'] as const;
export type EwiGrading = (typeof EWI_GRADINGS)[number];
export const EWI_GRADING_DESCRIPTIONS: Record<EwiGrading, string> = {
  Green: 'compliant',
  Amber: 'minor issues',
  Red: 'major issues',
};

export const MANDATORY_BEST_PRACTICE = ['Mandatory', 'Best Practice', 'Both'] as const;

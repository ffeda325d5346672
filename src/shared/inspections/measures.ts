/**
 * Server measure categories. The pending filter of spec 01 lists the first
 * seven; the wizard catalogue also sends GLAZING and DOORS, which the server
 * keeps as categories of their own (docs/decisions/003-inspection-registration.md).
 */
export const MEASURE_CATEGORIES = [
  'INSULATION',
  'HEATING_SYSTEM',
  'RENEWABLE_ENERGY',
  'SMART_CONTROLS',
  'VENTILATION',
  'WINDOWS_DOORS',
  'WATER_HEATING',
  'GLAZING',
  'DOORS',
] as const;
export type MeasureCategory = (typeof MEASURE_CATEGORIES)[number];

export const MEASURE_CATEGORY_LABELS: Record<MeasureCategory, string> = {
  INSULATION: 'Insulation',
  HEATING_SYSTEM: 'Heating System',
  RENEWABLE_ENERGY: 'Renewable Energy',
  SMART_CONTROLS: 'Smart Controls',
  VENTILATION: 'Ventilation',
  WINDOWS_DOORS: 'Windows & Doors',
  WATER_HEATING: 'Water Heating',
  GLAZING: 'Glazing',
  DOORS: 'Doors',
};

/** Measures with their own checklist questions and certificate lists. */
export const DETAILED_MEASURES = ['EWI', 'CWI', 'IWI', 'RIRI'] as const;
export type DetailedMeasure = (typeof DETAILED_MEASURES)[number];

/** Measures that need the services-adjusted answer (and, on the single form, reset it to Yes). */
export const SERVICES_ADJUSTED_MEASURES: readonly string[] = ['IWI', 'RIRI'];

type MeasureOption = { code: string; label: string; category: MeasureCategory };

/** Single-page form: label shown, server category sent (spec 01 section 3). */
export const SINGLE_FORM_MEASURES = [
  { code: 'EWI', label: 'EWI External Wall Insulation', category: 'INSULATION' },
  { code: 'CWI', label: 'CWI Cavity Wall Insulation', category: 'INSULATION' },
  { code: 'IWI', label: 'IWI Internal Wall Insulation', category: 'INSULATION' },
  { code: 'RIRI', label: 'RIRI Room in Roof Insulation', category: 'INSULATION' },
  { code: 'LOFT', label: 'Loft Insulation', category: 'INSULATION' },
  { code: 'ESH', label: 'ESH Electric Storage Heating', category: 'HEATING_SYSTEM' },
  { code: 'GAS_BOILER', label: 'Gas Boiler', category: 'HEATING_SYSTEM' },
  { code: 'SOLAR_PV', label: 'Solar PV', category: 'RENEWABLE_ENERGY' },
  { code: 'ASHP', label: 'ASHP', category: 'RENEWABLE_ENERGY' },
  { code: 'HEATING_CONTROLS', label: 'Heating Controls', category: 'SMART_CONTROLS' },
] as const satisfies readonly MeasureOption[];

/** Wizard catalogue: each with an icon (lucide name), category and description. */
export const WIZARD_MEASURES = [
  {
    code: 'EWI',
    label: 'EWI',
    category: 'INSULATION',
    icon: 'BrickWall',
    description: 'External Wall Insulation',
  },
  {
    code: 'IWI',
    label: 'IWI',
    category: 'INSULATION',
    icon: 'PanelsTopLeft',
    description: 'Internal Wall Insulation',
  },
  {
    code: 'CWI',
    label: 'CWI',
    category: 'INSULATION',
    icon: 'Layers',
    description: 'Cavity Wall Insulation',
  },
  {
    code: 'RIRI',
    label: 'RIRI',
    category: 'INSULATION',
    icon: 'House',
    description: 'Room in Roof Insulation',
  },
  {
    code: 'LOFT',
    label: 'Loft',
    category: 'INSULATION',
    icon: 'Warehouse',
    description: 'Loft Insulation',
  },
  {
    code: 'GLAZING',
    label: 'GLAZING',
    category: 'GLAZING',
    icon: 'AppWindow',
    description: 'Windows and glazing',
  },
  {
    code: 'DOORS',
    label: 'DOORS',
    category: 'DOORS',
    icon: 'DoorClosed',
    description: 'Insulated external doors',
  },
  {
    code: 'GAS_BOILER',
    label: 'Gas Boiler',
    category: 'HEATING_SYSTEM',
    icon: 'Flame',
    description: 'Gas boiler replacement or upgrade',
  },
  {
    code: 'ESH',
    label: 'ESH',
    category: 'HEATING_SYSTEM',
    icon: 'Heater',
    description: 'Electric Storage Heating',
  },
  {
    code: 'SOLAR_PV',
    label: 'Solar PV',
    category: 'RENEWABLE_ENERGY',
    icon: 'Sun',
    description: 'Solar photovoltaic panels',
  },
  {
    code: 'ASHP',
    label: 'ASHP',
    category: 'RENEWABLE_ENERGY',
    icon: 'Fan',
    description: 'Air Source Heat Pump',
  },
  {
    code: 'HEATING_CONTROLS',
    label: 'Heating Controls',
    category: 'SMART_CONTROLS',
    icon: 'Thermometer',
    description: 'Smart heating controls',
  },
] as const satisfies readonly (MeasureOption & { icon: string; description: string })[];

export type MeasureCode =
  (typeof SINGLE_FORM_MEASURES)[number]['code'] | (typeof WIZARD_MEASURES)[number]['code'];
export const MEASURE_CODES = [
  ...new Set([...SINGLE_FORM_MEASURES, ...WIZARD_MEASURES].map((m) => m.code)),
] as [MeasureCode, ...MeasureCode[]];

export function findSingleFormMeasure(code: string) {
  return SINGLE_FORM_MEASURES.find((m) => m.code === code);
}

export function findWizardMeasure(code: string) {
  return WIZARD_MEASURES.find((m) => m.code === code);
}

export const CUSTOM_CERTIFICATE = 'custom';

/** Common system certificates for the detailed measures, plus a 'custom' entry in the forms. */
export const SYSTEM_CERTIFICATES: Record<DetailedMeasure, readonly string[]> = {
  EWI: [
    'BBA Certificate - EWI render system',
    'BBA Certificate - EWI brick slip system',
    'BDA Agrément - EWI system',
    'Kiwa BDA Agrément - mineral wool EWI',
    'ETA (European Technical Assessment) - ETICS',
  ],
  CWI: [
    'BBA Certificate - blown mineral wool',
    'BBA Certificate - bonded EPS bead',
    'BBA Certificate - polyurethane foam',
    'BDA Agrément - cavity wall fill',
  ],
  IWI: [
    'BBA Certificate - insulated plasterboard',
    'BBA Certificate - IWI stud system',
    'BDA Agrément - internal wall system',
    'Kiwa BDA Agrément - breathable IWI',
  ],
  RIRI: [
    'BBA Certificate - room in roof system',
    'BBA Certificate - PIR rafter insulation',
    'BDA Agrément - room in roof system',
  ],
};

export function isDetailedMeasure(code: string | undefined | null): code is DetailedMeasure {
  return (DETAILED_MEASURES as readonly string[]).includes(code ?? '');
}

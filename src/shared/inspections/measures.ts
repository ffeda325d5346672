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

type MeasureOption = {
  code: string;
  /** What selects and records show (the single-page form's spec labels). */
  label: string;
  /** The wizard card's title (the wizard catalogue's spec labels). */
  short: string;
  category: MeasureCategory;
  icon: string;
  description: string;
};

/**
 * The one measure catalogue of the single-page form and both wizards
 * (issue 28 point 6): the spec's two lists merged, so GLAZING and DOORS can
 * be registered from either, and a measure stores the same label and
 * category whichever form registered it.
 */
export const MEASURES = [
  {
    code: 'EWI',
    label: 'EWI External Wall Insulation',
    short: 'EWI',
    category: 'INSULATION',
    icon: 'BrickWall',
    description: 'External Wall Insulation',
  },
  {
    code: 'CWI',
    label: 'CWI Cavity Wall Insulation',
    short: 'CWI',
    category: 'INSULATION',
    icon: 'Layers',
    description: 'Cavity Wall Insulation',
  },
  {
    code: 'IWI',
    label: 'IWI Internal Wall Insulation',
    short: 'IWI',
    category: 'INSULATION',
    icon: 'PanelsTopLeft',
    description: 'Internal Wall Insulation',
  },
  {
    code: 'RIRI',
    label: 'RIRI Room in Roof Insulation',
    short: 'RIRI',
    category: 'INSULATION',
    icon: 'House',
    description: 'Room in Roof Insulation',
  },
  {
    code: 'LOFT',
    label: 'Loft Insulation',
    short: 'Loft',
    category: 'INSULATION',
    icon: 'Warehouse',
    description: 'Loft Insulation',
  },
  {
    code: 'GLAZING',
    label: 'Glazing',
    short: 'GLAZING',
    category: 'GLAZING',
    icon: 'AppWindow',
    description: 'Windows and glazing',
  },
  {
    code: 'DOORS',
    label: 'Doors',
    short: 'DOORS',
    category: 'DOORS',
    icon: 'DoorClosed',
    description: 'Insulated external doors',
  },
  {
    code: 'ESH',
    label: 'ESH Electric Storage Heating',
    short: 'ESH',
    category: 'HEATING_SYSTEM',
    icon: 'Heater',
    description: 'Electric Storage Heating',
  },
  {
    code: 'GAS_BOILER',
    label: 'Gas Boiler',
    short: 'Gas Boiler',
    category: 'HEATING_SYSTEM',
    icon: 'Flame',
    description: 'Gas boiler replacement or upgrade',
  },
  {
    code: 'SOLAR_PV',
    label: 'Solar PV',
    short: 'Solar PV',
    category: 'RENEWABLE_ENERGY',
    icon: 'Sun',
    description: 'Solar photovoltaic panels',
  },
  {
    code: 'ASHP',
    label: 'ASHP',
    short: 'ASHP',
    category: 'RENEWABLE_ENERGY',
    icon: 'Fan',
    description: 'Air Source Heat Pump',
  },
  {
    code: 'HEATING_CONTROLS',
    label: 'Heating Controls',
    short: 'Heating Controls',
    category: 'SMART_CONTROLS',
    icon: 'Thermometer',
    description: 'Smart heating controls',
  },
] as const satisfies readonly MeasureOption[];

export type MeasureCode = (typeof MEASURES)[number]['code'];
// Typed as strings: forms and drafts hold a measure code as plain text until it is checked.
export const MEASURE_CODES = MEASURES.map((m) => m.code) as [string, ...string[]];

export function findMeasure(code: string) {
  return MEASURES.find((m) => m.code === code);
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

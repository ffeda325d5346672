/** One list for the single-page form and the wizards: the spec's two lists merged (issue 28 point 6). */
export const INSPECTION_TYPES = [
  'Third-Party C3',
  'First Party C3',
  'Second Party C3',
  'Installer C3',
  'Internal QA',
  'Technical Review',
  'Desktop Review',
  'Site Visit',
  'Remote Assessment',
] as const;
export const DEFAULT_INSPECTION_TYPE = 'Third-Party C3';

export const ONSITE_REMOTE = ['Onsite', 'Remote'] as const;
export const SERVICES_ADJUSTED = ['Yes', 'No', 'N/A'] as const;
export const PROPERTY_TYPES = ['House', 'Flat', 'Bungalow', 'Maisonette'] as const;
export const CUSTOMER_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export const INSPECTION_OUTCOMES = ['PASSED', 'FAILED', 'PARTIAL'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<InspectionOutcome, string> = {
  PASSED: 'Passed - No Issues Found',
  FAILED: 'Failed - Issues Require Attention',
  PARTIAL: 'Partial - Some Issues Found',
};

export const BEDROOMS = { min: 1, max: 10 } as const;
export const FLOORS = { min: 1, max: 5 } as const;
export const PENDING_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SINGLE_FORM_SUCCESS_RESET_MS = 5000;
export const WIZARD_AUTOSAVE_DELAY_MS = 2000;
export const WIZARD_DEFAULT_DAYS_AHEAD = 7;

export type QuickFillInstaller = {
  name: string;
  company: string;
  email: string;
  phone: string;
  qmpCert: string;
};

/** Wizard quick-fill: four sample installers (spec 01 section 9). */
export const WIZARD_QUICK_FILL_INSTALLERS: readonly QuickFillInstaller[] = [
  {
    name: 'Northern Insulation Services',
    company: 'Northern Insulation Services Ltd',
    email: 'office@northern-insulation.co.uk',
    phone: '0161 496 0123',
    qmpCert: 'QMP-10234',
  },
  {
    name: 'Thames Valley Retrofit',
    company: 'Thames Valley Retrofit Ltd',
    email: 'jobs@tvretrofit.co.uk',
    phone: '0118 496 0456',
    qmpCert: 'QMP-10567',
  },
  {
    name: 'Celtic Energy Solutions',
    company: 'Celtic Energy Solutions Ltd',
    email: 'hello@celticenergy.co.uk',
    phone: '029 2018 0789',
    qmpCert: 'QMP-10891',
  },
  {
    name: 'Midlands Heat & Power',
    company: 'Midlands Heat & Power Ltd',
    email: 'info@midlandsheat.co.uk',
    phone: '0121 496 0321',
    qmpCert: 'QMP-11045',
  },
];

/** Single-page quick-fill: 13 installers, some without a QMP number (spec 01 section 3). */
export const SINGLE_FORM_QUICK_FILL_INSTALLERS: readonly { name: string; qmpCert: string }[] = [
  { name: 'Northern Insulation Services', qmpCert: 'QMP-10234' },
  { name: 'Thames Valley Retrofit', qmpCert: 'QMP-10567' },
  { name: 'Celtic Energy Solutions', qmpCert: 'QMP-10891' },
  { name: 'Midlands Heat & Power', qmpCert: 'QMP-11045' },
  { name: 'Yorkshire Warm Homes', qmpCert: 'QMP-11230' },
  { name: 'Coastal Eco Installations', qmpCert: '' },
  { name: 'Pennine Solid Wall', qmpCert: 'QMP-11377' },
  { name: 'Anglia Loft & Cavity', qmpCert: '' },
  { name: 'Severn Solar & Heat', qmpCert: 'QMP-11502' },
  { name: 'Highland Home Energy', qmpCert: 'QMP-11688' },
  { name: 'Kent Retrofit Partners', qmpCert: '' },
  { name: 'Mersey Green Build', qmpCert: 'QMP-11790' },
  { name: 'Cornwall Renewables Co', qmpCert: '' },
];

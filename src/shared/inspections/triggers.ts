export const SERVER_TRIGGERS = [
  'INSTALLATION_COMPLETE',
  'QUALITY_ASSURANCE',
  'CUSTOMER_COMPLAINT',
  'REGULATORY_REQUIREMENT',
  'FOLLOW_UP',
  'ROUTINE_CHECK',
] as const;
export type ServerTrigger = (typeof SERVER_TRIGGERS)[number];

export const SERVER_TRIGGER_LABELS: Record<ServerTrigger, string> = {
  INSTALLATION_COMPLETE: 'Installation Complete',
  QUALITY_ASSURANCE: 'Quality Assurance',
  CUSTOMER_COMPLAINT: 'Customer Complaint',
  REGULATORY_REQUIREMENT: 'Regulatory Requirement',
  FOLLOW_UP: 'Follow Up',
  ROUTINE_CHECK: 'Routine Check',
};

type TriggerOption = { label: string; value: ServerTrigger };

/** Single-page form catalogue (spec 01 section 3): 'Enhanced Monitoring' is REGULATORY_REQUIREMENT here. */
export const SINGLE_FORM_TRIGGERS = [
  { label: 'Enhanced Monitoring', value: 'REGULATORY_REQUIREMENT' },
  { label: 'Routine', value: 'ROUTINE_CHECK' },
  { label: 'Quality Assurance', value: 'QUALITY_ASSURANCE' },
  { label: 'Complaint', value: 'CUSTOMER_COMPLAINT' },
  { label: 'Random Check', value: 'QUALITY_ASSURANCE' },
  { label: 'Warranty Claim', value: 'CUSTOMER_COMPLAINT' },
  { label: 'Follow Up', value: 'FOLLOW_UP' },
  { label: 'Installation Complete', value: 'INSTALLATION_COMPLETE' },
] as const satisfies readonly TriggerOption[];
export type SingleFormTriggerLabel = (typeof SINGLE_FORM_TRIGGERS)[number]['label'];
export const SINGLE_FORM_DEFAULT_TRIGGER: SingleFormTriggerLabel = 'Enhanced Monitoring';

/** Wizard catalogue: 'Enhanced Monitoring' is QUALITY_ASSURANCE here. Both readings are kept. */
export const WIZARD_TRIGGERS = [
  { label: 'Enhanced Monitoring', value: 'QUALITY_ASSURANCE' },
  { label: 'Installation Complete', value: 'INSTALLATION_COMPLETE' },
  { label: 'Customer Complaint', value: 'CUSTOMER_COMPLAINT' },
  { label: 'Regulatory Requirement', value: 'REGULATORY_REQUIREMENT' },
  { label: 'Follow Up', value: 'FOLLOW_UP' },
  { label: 'Routine Check', value: 'ROUTINE_CHECK' },
] as const satisfies readonly TriggerOption[];
export type WizardTriggerLabel = (typeof WIZARD_TRIGGERS)[number]['label'];
export const WIZARD_DEFAULT_TRIGGER_LABEL: WizardTriggerLabel = 'Enhanced Monitoring';
export const WIZARD_DEFAULT_TRIGGER: ServerTrigger = 'QUALITY_ASSURANCE';

export function mapSingleFormTrigger(label: string): ServerTrigger | undefined {
  return SINGLE_FORM_TRIGGERS.find((t) => t.label === label)?.value;
}

export function mapWizardTrigger(label: string): ServerTrigger | undefined {
  return WIZARD_TRIGGERS.find((t) => t.label === label)?.value;
}

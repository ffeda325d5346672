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

/**
 * The one trigger catalogue of the single-page form and both wizards
 * (issue 28 point 6): the spec's two lists merged, each label once, each
 * label one stored value. 'Enhanced Monitoring' is QUALITY_ASSURANCE
 * everywhere: extra sampling of an installer's work is quality assurance,
 * and 'Regulatory Requirement' keeps its own value
 * (docs/decisions/015-one-registration-catalogue.md).
 */
export const INSPECTION_TRIGGERS = [
  { label: 'Enhanced Monitoring', value: 'QUALITY_ASSURANCE' },
  { label: 'Routine Check', value: 'ROUTINE_CHECK' },
  { label: 'Quality Assurance', value: 'QUALITY_ASSURANCE' },
  { label: 'Random Check', value: 'QUALITY_ASSURANCE' },
  { label: 'Customer Complaint', value: 'CUSTOMER_COMPLAINT' },
  { label: 'Warranty Claim', value: 'CUSTOMER_COMPLAINT' },
  { label: 'Follow Up', value: 'FOLLOW_UP' },
  { label: 'Installation Complete', value: 'INSTALLATION_COMPLETE' },
  { label: 'Regulatory Requirement', value: 'REGULATORY_REQUIREMENT' },
] as const satisfies readonly TriggerOption[];
export type TriggerLabel = (typeof INSPECTION_TRIGGERS)[number]['label'];
export const TRIGGER_LABELS = INSPECTION_TRIGGERS.map((t) => t.label) as [
  TriggerLabel,
  ...TriggerLabel[],
];
export const DEFAULT_TRIGGER_LABEL: TriggerLabel = 'Enhanced Monitoring';
export const DEFAULT_TRIGGER: ServerTrigger = 'QUALITY_ASSURANCE';

/** Labels the single-page form used before the catalogues were merged: still read by imports. */
export const LEGACY_TRIGGER_LABELS: Readonly<Record<string, TriggerLabel>> = {
  Routine: 'Routine Check',
  Complaint: 'Customer Complaint',
};

export function mapTrigger(label: string): ServerTrigger | undefined {
  return INSPECTION_TRIGGERS.find((t) => t.label === label)?.value;
}

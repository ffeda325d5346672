import type { z } from 'zod';
import { INSTALLER_STATUSES, MONITORING_TYPES } from '../installers/catalogue';
import { InstallerFormInput } from '../installers/schemas';
import type { ImportField } from './import-field';
// The installer columns of the catalogue and their row parsing: both follow the shared installer form schema.

/** Installer fields: the keys of the shared installer form schema. */
const INSTALLER_LABELS: Record<keyof typeof InstallerFormInput.shape, Omit<ImportField, 'key'>> = {
  name: {
    label: 'Name',
    required: true,
    example: 'Warm Homes Ltd',
    synonyms: ['Installer', 'Installer name', 'Company name', 'Contractor'],
  },
  email: {
    label: 'Email',
    required: false,
    example: 'office@warmhomes.example',
    synonyms: ['E-mail', 'Email address'],
  },
  phone: {
    label: 'Phone',
    required: false,
    example: '0113 496 0000',
    synonyms: ['Telephone', 'Phone number'],
  },
  address: {
    label: 'Address',
    required: false,
    example: '1 Mill Lane, Leeds, LS2 7AB',
    synonyms: ['Company address'],
  },
  qmpCertNumber: {
    label: 'QMP certificate number',
    required: false,
    example: 'QMP-12345',
    synonyms: ['QMP', 'QMP cert', 'QMP number', 'QMP certificate'],
  },
  companyNumber: {
    label: 'Company number',
    required: false,
    example: '01234567',
    synonyms: ['Companies House number', 'Company no', 'CRN'],
  },
  status: {
    label: 'Status',
    required: false,
    example: 'Active',
    synonyms: [],
    values: INSTALLER_STATUSES,
  },
  monitoringType: {
    label: 'Monitoring type',
    required: false,
    example: 'Standard',
    synonyms: ['Monitoring'],
    values: MONITORING_TYPES,
  },
  assignedInspector: {
    label: 'Assigned inspector',
    required: false,
    example: '',
    synonyms: ['Inspector'],
  },
  notes: { label: 'Notes', required: false, example: '', synonyms: ['Comments'] },
  tags: { label: 'Tags', required: false, example: 'solid-wall, north', synonyms: [] },
};
export const INSTALLER_FIELDS: readonly ImportField[] = Object.entries(INSTALLER_LABELS).map(
  ([key, rest]) => ({ key, ...rest }),
);

/** One installer row (field key -> cell text), validated by the installer form's own schema. */
export function parseInstallerRow(row: Record<string, string>) {
  const input: Record<string, unknown> = { ...row };
  const status = matchChoice(row.status, INSTALLER_STATUSES);
  const monitoringType = matchChoice(row.monitoringType, MONITORING_TYPES);
  if (status === undefined) delete input.status;
  else input.status = status;
  if (monitoringType === undefined) delete input.monitoringType;
  else input.monitoringType = monitoringType;
  input.tags = (row.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return InstallerFormInput.safeParse(input);
}
export type InstallerImportValues = z.output<typeof InstallerFormInput>;

function matchChoice(value: string | undefined, values: readonly string[]) {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  return values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v;
}

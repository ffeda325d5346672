import {
  INSTALLER_STATUSES,
  MONITORING_TYPES,
  type InstallerStatus,
  type MonitoringType,
} from '@/shared/installers/catalogue';
import { cleanTags } from '@/shared/installers/contact-rules';
import { InstallerFormInput } from '@/shared/installers/schemas';
import { z } from 'zod';
import { readOption } from '@/web/lib/search-params';

/** The form edits tags as one comma-separated line; everything else is the shared schema. */
export const InstallerFormSchema = InstallerFormInput.omit({ tags: true }).extend({
  tagsText: z.string().max(1000),
});
export type InstallerFormValues = z.input<typeof InstallerFormSchema>;
export type InstallerFormOutput = z.output<typeof InstallerFormSchema>;

export const EMPTY_INSTALLER_FORM: InstallerFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  qmpCertNumber: '',
  companyNumber: '',
  status: 'Active',
  monitoringType: 'Standard',
  assignedInspector: '',
  notes: '',
  tagsText: '',
};

/** 'a, b,, A' -> ['a', 'b']: trimmed, blanks dropped, no duplicates. */
export function parseTagsText(text: string): string[] {
  return cleanTags(text.split(','));
}

export function toInstallerPayload({ tagsText, ...rest }: InstallerFormOutput): InstallerFormInput {
  return { ...rest, tags: parseTagsText(tagsText) };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only the fields the form needs; read defensively because nullable columns arrive as null. */
export type InstallerFormSource = {
  name: string;
  basicInfo: {
    email: string | null;
    phone: string | null;
    address: string | null;
    qmpCertNumber: string | null;
    companyNumber: string | null;
  };
  status?: unknown;
  monitoringType?: unknown;
  assignedInspector?: unknown;
  notes?: unknown;
  tags?: unknown;
};

export function toInstallerFormValues(source: InstallerFormSource): InstallerFormValues {
  const tags = Array.isArray(source.tags)
    ? source.tags.filter((t): t is string => typeof t === 'string')
    : [];
  return {
    name: source.name,
    email: source.basicInfo.email ?? '',
    phone: source.basicInfo.phone ?? '',
    address: source.basicInfo.address ?? '',
    qmpCertNumber: source.basicInfo.qmpCertNumber ?? '',
    companyNumber: source.basicInfo.companyNumber ?? '',
    status: readInstallerStatus(source.status),
    monitoringType: readMonitoringType(source.monitoringType),
    assignedInspector: text(source.assignedInspector),
    notes: text(source.notes),
    tagsText: tags.join(', '),
  };
}

export function readInstallerStatus(value: unknown): InstallerStatus {
  return readOption(typeof value === 'string' ? value : null, INSTALLER_STATUSES, 'Active');
}

export function readMonitoringType(value: unknown): MonitoringType {
  return readOption(typeof value === 'string' ? value : null, MONITORING_TYPES, 'Standard');
}

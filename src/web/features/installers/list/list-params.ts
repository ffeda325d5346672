import {
  INSTALLER_SORT_FIELDS,
  INSTALLER_STATUSES,
  MONITORING_TYPES,
  type InstallerSortField,
  type InstallerStatus,
  type MonitoringType,
} from '@shared/installers/catalogue';
import { TEXT_MAX } from '@shared/inspections/validation';
import { readOption, readPositiveInt } from '../../../lib/search-params';

export type SortDirection = 'asc' | 'desc';

export type InstallerListParams = {
  search: string;
  status: InstallerStatus | '';
  monitoringType: MonitoringType | '';
  sort: InstallerSortField;
  direction: SortDirection;
  page: number;
};

export const INSTALLER_LIST_DEFAULTS: InstallerListParams = {
  search: '',
  status: '',
  monitoringType: '',
  sort: 'name',
  direction: 'asc',
  page: 1,
};

export const PAGE_SIZE = 25;

const ANY_STATUS = ['', ...INSTALLER_STATUSES] as const;
const ANY_MONITORING = ['', ...MONITORING_TYPES] as const;

/** List state from the URL; anything the server would refuse reads as the default. */
export function parseInstallerListParams(params: URLSearchParams): InstallerListParams {
  return {
    // The server caps search at TEXT_MAX characters; a longer pasted URL is cut, not refused.
    search: (params.get('search') ?? '').trim().slice(0, TEXT_MAX),
    status: readOption(params.get('status'), ANY_STATUS, ''),
    monitoringType: readOption(params.get('monitoringType'), ANY_MONITORING, ''),
    sort: readOption(params.get('sort'), INSTALLER_SORT_FIELDS, 'name'),
    direction: readOption(params.get('direction'), ['asc', 'desc'] as const, 'asc'),
    page: readPositiveInt(params.get('page')),
  };
}

/** Clicking a header sorts by it ascending; clicking it again flips the direction. */
export function toggleSort(
  current: Pick<InstallerListParams, 'sort' | 'direction'>,
  field: InstallerSortField,
): Pick<InstallerListParams, 'sort' | 'direction' | 'page'> {
  if (current.sort !== field) return { sort: field, direction: 'asc', page: 1 };
  return { sort: field, direction: current.direction === 'asc' ? 'desc' : 'asc', page: 1 };
}

export function readAriaSort(
  current: Pick<InstallerListParams, 'sort' | 'direction'>,
  field: InstallerSortField,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

export const SORT_LABELS: Record<InstallerSortField, string> = {
  name: 'Name',
  qmpCertNumber: 'QMP Cert Number',
  lastInspection: 'Last Inspection',
  nextDueDate: 'Next Due Date',
  riskScore: 'Risk Score',
  complianceRate: 'Compliance Rate',
};

export type ExportFormat = 'csv' | 'xlsx';

/** The export link: the list's filters and order (not its page); the server streams the file. */
export function buildExportHref(params: InstallerListParams, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const key of ['search', 'status', 'monitoringType', 'sort', 'direction'] as const) {
    if (params[key] !== '') query.set(key, params[key]);
  }
  return `/api/installers/export.${format}?${query.toString()}`;
}

/** The filters the stat cards and the list share (stats ignore sort and page). */
export function toStatsInput({ search, status, monitoringType }: InstallerListParams) {
  return { search, status, monitoringType };
}

/** Changing what is listed (not its order or page) starts a fresh selection. */
export function describeSelectionScope({ search, status, monitoringType }: InstallerListParams) {
  return JSON.stringify([search, status, monitoringType]);
}

export function describeEmptyHint(params: InstallerListParams): string {
  if (params.search !== '') return `Nothing matches "${params.search}". Try a different search.`;
  if (params.status !== '' || params.monitoringType !== '') {
    return 'No installers match these filters. Try clearing them.';
  }
  return 'There are no installers yet. Add one to see it here.';
}

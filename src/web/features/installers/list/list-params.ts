import {
  INSTALLER_SORT_FIELDS,
  INSTALLER_STATUSES,
  MONITORING_TYPES,
  type InstallerSortField,
  type InstallerStatus,
  type MonitoringType,
} from '@/shared/installers/catalogue';
import { TEXT_MAX } from '@/shared/inspections/validation';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type InstallerListParams = {
  search: string;
  status: InstallerStatus | '';
  monitoringType: MonitoringType | '';
  sort: InstallerSortField;
  dir: SortDirection;
  page: number;
};

export const INSTALLER_LIST_DEFAULTS: InstallerListParams = {
  search: '',
  status: '',
  monitoringType: '',
  sort: 'name',
  dir: 'asc',
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
    ...readSortParams(params, INSTALLER_SORT_FIELDS, INSTALLER_LIST_DEFAULTS),
    page: readPositiveInt(params.get('page')),
  };
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The export link: the list's filters and order (not its page); the server streams the file.
 * The export route's own parameter for the order is `direction` (the page's URL says `dir`).
 */
export function buildExportHref(params: InstallerListParams, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const key of ['search', 'status', 'monitoringType', 'sort'] as const) {
    if (params[key] !== '') query.set(key, params[key]);
  }
  query.set('direction', params.dir);
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

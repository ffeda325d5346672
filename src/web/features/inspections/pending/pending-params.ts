import { isCalendarDate } from '@/shared/dates';
import { MEASURE_CATEGORIES, type MeasureCategory } from '@/shared/inspections/measures';
import { PENDING_SEARCH_MIN, PENDING_STATUS_FILTERS } from '@/shared/inspections/pending-queue';
import { SERVER_TRIGGERS, type ServerTrigger } from '@/shared/inspections/triggers';
import { TEXT_MAX } from '@/shared/inspections/validation';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type PendingStatusFilter = (typeof PENDING_STATUS_FILTERS)[number];

export type PendingParams = {
  page: number;
  measureType: MeasureCategory | '';
  trigger: ServerTrigger | '';
  search: string;
  /** A staff user's id, or 'unassigned'. */
  inspector: string;
  installer: string;
  status: PendingStatusFilter | '';
  /** Scheduled date range, ISO dates. */
  from: string;
  to: string;
};

export const PENDING_DEFAULTS: PendingParams = {
  page: 1,
  measureType: '',
  trigger: '',
  search: '',
  inspector: '',
  installer: '',
  status: '',
  from: '',
  to: '',
};

/** 'Clear Filters': every filter back to 'all', and page 1 (spec 01 section 2). */
export const CLEARED_FILTERS: Partial<PendingParams> = { ...PENDING_DEFAULTS };

const MEASURE_OPTIONS = ['', ...MEASURE_CATEGORIES] as const;
const TRIGGER_OPTIONS = ['', ...SERVER_TRIGGERS] as const;
const STATUS_OPTIONS = ['', ...PENDING_STATUS_FILTERS] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const readDate = (value: string | null) => (value && isCalendarDate(value) ? value : '');
const readText = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** The pending list's filters and page from the URL; unknown values read as 'all'. */
export function parsePendingParams(params: URLSearchParams): PendingParams {
  const installer = params.get('installer') ?? '';
  return {
    page: readPositiveInt(params.get('page')),
    measureType: readOption(params.get('measureType'), MEASURE_OPTIONS, ''),
    trigger: readOption(params.get('trigger'), TRIGGER_OPTIONS, ''),
    search: readText(params.get('search'), TEXT_MAX),
    inspector: readText(params.get('inspector'), 100),
    installer: UUID.test(installer) ? installer : '',
    status: readOption(params.get('status'), STATUS_OPTIONS, ''),
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
  };
}

/** A range whose start is after its end: the filter says so and the list ignores the range. */
export const isRangeInverted = (params: Pick<PendingParams, 'from' | 'to'>) =>
  params.from !== '' && params.to !== '' && params.from > params.to;

/**
 * The query's input. A search shorter than the server takes is not sent (the box says
 * why), nor an inverted date range (the date fields say why): the list stays usable.
 */
export function toPendingInput(params: PendingParams) {
  const hasRange = !isRangeInverted(params);
  return {
    page: params.page,
    measureType: params.measureType || undefined,
    trigger: params.trigger || undefined,
    search: params.search.length >= PENDING_SEARCH_MIN ? params.search : undefined,
    inspectorId: params.inspector || undefined,
    installerId: params.installer || undefined,
    status: params.status || undefined,
    from: (hasRange && params.from) || undefined,
    to: (hasRange && params.to) || undefined,
  };
}

/** How many filters beyond the defaults are on: the phone's 'Filters' toggle shows it. */
export function countActiveFilters(params: PendingParams): number {
  const keys = [
    'measureType',
    'trigger',
    'search',
    'inspector',
    'installer',
    'status',
    'from',
    'to',
  ] as const;
  return keys.filter((key) => params[key] !== '').length;
}

/** The rows a selection was made under: another filter may show other rows. */
export function describeSelectionScope(params: PendingParams): string {
  return JSON.stringify({ ...params, page: null });
}

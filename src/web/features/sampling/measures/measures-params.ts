import {
  MEASURE_INSPECTED_FILTERS,
  MEASURE_PAGE_SIZE,
  MEASURE_SORTS,
  type MeasureInspectedFilter,
  type MeasureListInput,
  type MeasureSort,
} from '@/shared/sampling/measures';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';
import { readQuarter } from '../quarters';

/** The /measures view as the URL holds it ('' = no filter). */
export type MeasuresParams = {
  search: string;
  scheme: string;
  installer: string;
  category: string;
  quarter: string;
  inspected: MeasureInspectedFilter | '';
  sort: MeasureSort;
  dir: SortDirection;
  page: number;
};

export const MEASURES_DEFAULTS: MeasuresParams = {
  search: '',
  scheme: '',
  installer: '',
  category: '',
  quarter: '',
  inspected: '',
  sort: 'installedDate',
  dir: 'desc',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const readId = (value: string | null) => (value && UUID.test(value) ? value : '');
const CATEGORY = /^[A-Z0-9_ -]{1,60}$/i;

export function parseMeasuresParams(params: URLSearchParams): MeasuresParams {
  const category = params.get('category') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    scheme: readId(params.get('scheme')),
    installer: readId(params.get('installer')),
    category: CATEGORY.test(category) ? category : '',
    quarter: readQuarter(params.get('quarter')),
    inspected: readOption<MeasureInspectedFilter | ''>(
      params.get('inspected'),
      MEASURE_INSPECTED_FILTERS,
      '',
    ),
    ...readSortParams(params, MEASURE_SORTS, MEASURES_DEFAULTS),
    page: readPositiveInt(params.get('page')),
  };
}

/** The list procedure's input for this view. */
export function toMeasureListInput(params: MeasuresParams): MeasureListInput {
  return {
    search: params.search.trim(),
    ...(params.scheme ? { schemeId: params.scheme } : {}),
    ...(params.installer ? { installerId: params.installer } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.quarter ? { quarter: params.quarter } : {}),
    ...(params.inspected ? { inspected: params.inspected } : {}),
    sort: params.sort,
    direction: params.dir,
    page: params.page,
    limit: MEASURE_PAGE_SIZE,
  };
}

/** Whether any filter or search narrows the list (the empty state says so). */
export function isMeasuresFiltered(params: MeasuresParams): boolean {
  return Boolean(
    params.search ||
    params.scheme ||
    params.installer ||
    params.category ||
    params.quarter ||
    params.inspected,
  );
}

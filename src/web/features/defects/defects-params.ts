import {
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  DEFECT_SORTS,
  DEFECT_TABS,
  type DefectCategory,
  type DefectSeverity,
  type DefectSort,
  type DefectTab,
} from '@/shared/defects/catalogue';
import { DEFECT_PAGE_SIZE } from '@/shared/defects/schemas';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

/** The /defects view as the URL holds it ('' = no filter). `raise` opens 'Raise defects' for an inspection. */
export type DefectsParams = {
  tab: DefectTab;
  search: string;
  severity: DefectSeverity | '';
  category: DefectCategory | '';
  overdue: '' | '1';
  sort: DefectSort;
  dir: SortDirection;
  page: number;
  raise: string;
};

export const DEFECTS_DEFAULTS: DefectsParams = {
  tab: 'all',
  search: '',
  severity: '',
  category: '',
  overdue: '',
  sort: 'createdAt',
  dir: 'desc',
  page: 1,
  raise: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDefectsParams(params: URLSearchParams): DefectsParams {
  const raise = params.get('raise') ?? '';
  return {
    tab: readOption(params.get('tab'), DEFECT_TABS, 'all'),
    search: (params.get('search') ?? '').slice(0, 200),
    severity: readOption<DefectSeverity | ''>(params.get('severity'), DEFECT_SEVERITIES, ''),
    category: readOption<DefectCategory | ''>(params.get('category'), DEFECT_CATEGORIES, ''),
    overdue: params.get('overdue') === '1' ? '1' : '',
    ...readSortParams(params, DEFECT_SORTS, DEFECTS_DEFAULTS),
    page: readPositiveInt(params.get('page')),
    raise: UUID.test(raise) ? raise : '',
  };
}

/** The list procedure's input for this view. */
export function toDefectListInput(params: DefectsParams) {
  return {
    tab: params.tab,
    search: params.search.trim(),
    ...(params.severity ? { severity: params.severity } : {}),
    ...(params.category ? { category: params.category } : {}),
    overdueOnly: params.overdue === '1',
    sort: params.sort,
    direction: params.dir,
    page: params.page,
    limit: DEFECT_PAGE_SIZE,
  };
}

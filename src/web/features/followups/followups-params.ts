import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_SORTS,
  FOLLOWUP_TABS,
  FOLLOWUP_TYPES,
  type FollowupPriority,
  type FollowupSort,
  type FollowupTab,
  type FollowupType,
} from '@/shared/followups/catalogue';
import { FOLLOWUP_PAGE_SIZE } from '@/shared/followups/schemas';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

/** The /followup view as the URL holds it ('' = no filter). */
export type FollowupsParams = {
  tab: FollowupTab;
  search: string;
  type: FollowupType | '';
  priority: FollowupPriority | '';
  mine: '' | '1';
  sort: FollowupSort;
  dir: SortDirection;
  page: number;
};

export const FOLLOWUPS_DEFAULTS: FollowupsParams = {
  tab: 'all',
  search: '',
  type: '',
  priority: '',
  mine: '',
  sort: 'dueDate',
  dir: 'asc',
  page: 1,
};

export function parseFollowupsParams(params: URLSearchParams): FollowupsParams {
  return {
    tab: readOption(params.get('tab'), FOLLOWUP_TABS, 'all'),
    search: (params.get('search') ?? '').slice(0, 200),
    type: readOption<FollowupType | ''>(params.get('type'), FOLLOWUP_TYPES, ''),
    priority: readOption<FollowupPriority | ''>(params.get('priority'), FOLLOWUP_PRIORITIES, ''),
    mine: params.get('mine') === '1' ? '1' : '',
    ...readSortParams(params, FOLLOWUP_SORTS, FOLLOWUPS_DEFAULTS),
    page: readPositiveInt(params.get('page')),
  };
}

export function toFollowupListInput(params: FollowupsParams) {
  return {
    tab: params.tab,
    search: params.search.trim(),
    ...(params.type ? { type: params.type } : {}),
    ...(params.priority ? { priority: params.priority } : {}),
    mine: params.mine === '1',
    sort: params.sort,
    direction: params.dir,
    page: params.page,
    limit: FOLLOWUP_PAGE_SIZE,
  };
}

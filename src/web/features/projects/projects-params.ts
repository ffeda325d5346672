import { PROJECT_STATUS_FILTERS, type ProjectStatusFilter } from '@/shared/projects/project-inputs';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type ProjectsParams = { search: string; status: ProjectStatusFilter; page: number };

export const PROJECTS_DEFAULTS: ProjectsParams = { search: '', status: 'all', page: 1 };

export function parseProjectsParams(params: URLSearchParams): ProjectsParams {
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: readOption(params.get('status'), PROJECT_STATUS_FILTERS, 'all'),
    page: readPositiveInt(params.get('page')),
  };
}

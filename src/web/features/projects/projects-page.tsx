import { useEffect } from 'react';
import { PROJECT_STATUS_FILTERS, type ProjectStatusFilter } from '@/shared/projects/project-inputs';
import { PROJECT_STATUS_LABELS } from '@/shared/projects/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { SearchBox } from '@/web/components/search-box';
import { Select } from '@/web/components/ui/select';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useProjectList } from './api/use-project-queries';
import { CreateProjectDialog } from './create-project-dialog';
import { ProjectStatCards } from './project-stat-cards';
import { ProjectsTable } from './projects-table';
import { PROJECTS_DEFAULTS, parseProjectsParams } from './projects-params';

export function ProjectsPage() {
  const canManage = usePermissions().can('projects:manage');
  const [params, setParams] = useSearchParamsState(parseProjectsParams, PROJECTS_DEFAULTS);
  const list = useProjectList(params);
  const pagination = list.data?.pagination;
  const isFiltered = params.search !== '' || params.status !== 'all';

  useEffect(() => {
    if (pagination && pagination.pages > 0 && params.page > pagination.pages) {
      setParams({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, params.page, setParams]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">New Projects</h1>
        {canManage && <CreateProjectDialog />}
      </div>
      <ProjectStatCards stats={list.data?.stats} />
      <section aria-labelledby="recent-projects" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="recent-projects" className="text-lg font-semibold text-slate-900">
            Recent Projects
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <SearchBox
                id="project-search"
                label="Search projects"
                placeholder="Name, reference or description"
                value={params.search}
                onSearch={(search) => setParams({ search, page: 1 })}
              />
            </div>
            <FormField id="project-status-filter" label="Status">
              {(control) => (
                <Select
                  {...fieldAria(control)}
                  className="sm:w-40"
                  value={params.status}
                  onChange={(event) =>
                    setParams({ status: event.target.value as ProjectStatusFilter, page: 1 })
                  }
                >
                  {PROJECT_STATUS_FILTERS.map((status) => (
                    <option key={status} value={status}>
                      {status === 'all' ? 'All statuses' : PROJECT_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
        </div>
        <ProjectsTable
          query={list}
          rows={list.data?.items}
          empty={
            isFiltered
              ? { title: 'No projects found', hint: 'No project matches this search or status.' }
              : {
                  title: 'No projects yet',
                  hint: canManage
                    ? 'Create a project to group related inspections.'
                    : 'Projects will appear here once created.',
                }
          }
          pagination={pagination && { ...pagination, onPageChange: (page) => setParams({ page }) }}
        />
      </section>
    </div>
  );
}

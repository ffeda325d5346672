import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@/shared/format';
import { PROJECT_TYPE_LABELS } from '@/shared/projects/catalogue';
import { PATHS } from '@/web/app/paths';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { usePermissions } from '@/web/lib/use-permissions';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { useProject } from './api/use-project-queries';
import { EditProjectDialog } from './edit-project-dialog';
import { LinkInspectionsDialog } from './link-inspections-dialog';
import { PriorityBadge, ProjectStatusBadge } from './project-badges';
import { ProjectInspectionsTable } from './project-inspections-table';
import type { ProjectDetail } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const canManage = usePermissions().can('projects:manage');
  const isValidId = UUID.test(id);
  const project = useProject(id, isValidId);
  const back = (
    <Link
      to={PATHS.projects}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Projects
    </Link>
  );

  if (!isValidId || describeError(project.error).isNotFound) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <EmptyState
          title="Project not found"
          hint="It may have been removed, or the link is wrong."
        />
      </div>
    );
  }
  if (project.isPending) return <TableSkeleton label="Loading the project" />;
  if (project.isError) {
    return (
      <ErrorState
        title="Could not load the project"
        message={describeError(project.error).message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  const p = project.data;
  const hidden = p.totalInspections - p.inspections.length;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {back}
      <ProjectHeading project={p} canManage={canManage} />
      <ProjectFacts project={p} />
      <section aria-labelledby="project-inspections" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="project-inspections" className="text-lg font-semibold text-slate-900">
            Inspections ({p.totalInspections})
          </h2>
          {canManage && (
            <LinkInspectionsDialog
              projectId={p.id}
              linkedIds={new Set(p.inspections.map((i) => i.id))}
            />
          )}
        </div>
        <ProjectInspectionsTable
          projectId={p.id}
          query={project}
          rows={p.inspections}
          empty={{
            title: 'No inspections linked',
            hint: canManage
              ? 'Use Link Inspections to add inspections to this project.'
              : 'None that you can see.',
          }}
          canManage={canManage}
        />
        {hidden > 0 && (
          <p className="text-sm text-slate-600">
            {hidden === 1 ? '1 more inspection is' : `${hidden} more inspections are`} assigned to
            other inspectors.
          </p>
        )}
      </section>
    </div>
  );
}

/** Description, type and who created the project when. */
function ProjectFacts({ project: p }: { project: ProjectDetail }) {
  return (
    <Card>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-600">Description</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-900">{p.description}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">Type</dt>
          <dd className="mt-1 text-slate-900">{PROJECT_TYPE_LABELS[p.type]}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">Created</dt>
          <dd className="mt-1 text-slate-900">
            {formatDate(p.createdAt)} by {p.createdByName ?? 'N/A'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function ProjectHeading({ project: p, canManage }: { project: ProjectDetail; canManage: boolean }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-600">{p.reference}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{p.name}</h1>
        <div className="mt-2 flex flex-wrap gap-2">
          <ProjectStatusBadge status={p.status} />
          <PriorityBadge priority={p.priority} />
        </div>
      </div>
      {canManage && <EditProjectDialog project={p} />}
    </div>
  );
}

import { Link } from 'react-router';
import { useInspectionProjects } from '../api/use-inspection-queries';
import { usePermissions } from '@/web/lib/use-permissions';
import { buildProjectPath } from '@/web/app/paths';

/** The projects an inspection belongs to, for its detail page; nothing without projects:view. */
export function InspectionProjects({ inspectionId }: { inspectionId: string }) {
  const canView = usePermissions().can('projects:view');
  const projects = useInspectionProjects(inspectionId, canView);
  if (!canView || !projects.data) return null;
  return (
    <section
      aria-labelledby="inspection-projects-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="inspection-projects-heading" className="text-lg font-semibold text-slate-900">
        Projects
      </h2>
      {projects.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Not part of any project.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {projects.data.map((project) => (
            <li key={project.id}>
              <Link
                to={buildProjectPath(project.id)}
                className="font-medium text-emerald-800 underline"
              >
                {project.name}
              </Link>{' '}
              <span className="text-slate-600">({project.reference})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { Permission } from '@/shared/permissions';
import { ClipboardList, ClipboardPlus, Clock, List, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { useInspectionCounts } from '../api/use-inspection-queries';
import { filterPermitted } from '@/web/lib/permission-check';
import { usePermissions } from '@/web/lib/use-permissions';
import { CompletionRuleCard } from './completion-rule-card';
import { PhotoChecksCard } from './photo-checks-card';
import { HubStatusCounts } from './hub-status-counts';
import { OutcomeBreaches } from './outcome-breaches';
import { RecentInspections } from './recent-inspections';

type HubAction = { label: string; path: string; icon: LucideIcon; permission?: Permission };

const ACTIONS: readonly HubAction[] = [
  {
    label: 'Register Inspection',
    path: PATHS.inspectionRegister,
    icon: ClipboardPlus,
    permission: 'inspections:create',
  },
  { label: 'Pending Inspections', path: PATHS.inspectionsPending, icon: Clock },
  { label: 'View Inspections', path: PATHS.viewInspections, icon: List },
  { label: 'Measure Checklists', path: PATHS.inspectionChecklists, icon: ClipboardList },
];

export function InspectionsHubPage() {
  const stats = useInspectionCounts();
  const { can } = usePermissions();
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <h1 className="text-2xl font-semibold text-slate-900">Inspections</h1>
      <nav aria-label="Inspection actions">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {filterPermitted(ACTIONS, can).map(({ label, path, icon: Icon }) => (
            <li key={path}>
              <Link
                to={path}
                className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-sm hover:border-emerald-700"
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-emerald-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the inspection counts. {stats.error.message}
        </p>
      ) : (
        <HubStatusCounts stats={stats.data} />
      )}
      {can('checklists:overturn') && <OutcomeBreaches />}
      {(can('checklists:overturn') || can('settings:manage')) && (
        <CompletionRuleCard canEdit={can('settings:manage')} />
      )}
      {(can('evidence:explain_flags') || can('settings:manage')) && (
        <PhotoChecksCard canEdit={can('settings:manage')} />
      )}
      <RecentInspections />
    </div>
  );
}

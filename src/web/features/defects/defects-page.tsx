import { DEFECT_TAB_LABELS, DEFECT_TABS } from '@/shared/defects/catalogue';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { useDefectList, useDefectStats } from './api/use-defect-queries';
import { CountTabs } from './count-tabs';
import { DefectSettingsCard } from './defect-settings-card';
import { DefectsTable } from './defects-table';
import { DefectsToolbar } from './defects-toolbar';
import { DEFECTS_DEFAULTS, parseDefectsParams, toDefectListInput } from './defects-params';
import { RaiseDefectsDialog } from './raise-defects-dialog';
import { ReportDefectDialog } from './report-defect-dialog';
import { UpdateDefectDialog, type UpdateTarget } from './update-defect-dialog';

const EMPTY_HINTS = {
  all: 'No defects have been reported yet.',
  open: 'Nothing open: every defect is resolved.',
  resolved: 'No defect has been resolved yet.',
  critical: 'No critical defects.',
} as const;

/** /defects: the Defect Log. */
export function DefectsPage() {
  const { can } = usePermissions();
  const [params, setParams] = useSearchParamsState(parseDefectsParams, DEFECTS_DEFAULTS);
  const [isReporting, setIsReporting] = useState(false);
  const [updating, setUpdating] = useState<UpdateTarget | null>(null);
  const stats = useDefectStats();
  const list = useDefectList(toDefectListInput(params));
  const isFiltered = Boolean(params.search || params.severity || params.category || params.overdue);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Defect Log</h1>
          <p className="mt-1 text-slate-600">
            Defects found on inspections, who is fixing them and by when.
          </p>
        </div>
        {can('defects:manage') && (
          <Button onClick={() => setIsReporting(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Report New Defect
          </Button>
        )}
      </div>
      <StatCardGrid
        heading="Defect statistics"
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        <StatCard label="Total Defects" value={stats.data?.total} />
        <StatCard label="Open" value={stats.data?.open} />
        <StatCard label="In Progress" value={stats.data?.inProgress} />
        <StatCard label="Resolved" value={stats.data?.resolved} />
        <StatCard label="Critical Open" value={stats.data?.critical} tone="danger" />
        <StatCard label="Overdue" value={stats.data?.overdue} tone="danger" />
      </StatCardGrid>
      <DefectsToolbar params={params} onChange={setParams} />
      <CountTabs
        label="Defect filters"
        tabs={DEFECT_TABS}
        labels={DEFECT_TAB_LABELS}
        tab={params.tab}
        counts={list.data?.counts}
        onTabChange={(tab) => setParams({ tab, page: 1 })}
      >
        <DefectsTable
          query={list}
          rows={list.data?.items}
          emptyHint={
            isFiltered ? 'Try a different search or clear the filters.' : EMPTY_HINTS[params.tab]
          }
          pagination={
            list.data && { ...list.data.pagination, onPageChange: (page) => setParams({ page }) }
          }
          sorting={{
            sort: params.sort,
            dir: params.dir,
            onSort: (columnId) => setParams((latest) => toggleSort(latest, columnId)),
          }}
          canManage={can('defects:manage')}
          onUpdate={(row, opener) => setUpdating({ row, opener })}
        />
      </CountTabs>
      {can('settings:manage') && <DefectSettingsCard />}
      <ReportDefectDialog open={isReporting} onOpenChange={setIsReporting} />
      <UpdateDefectDialog target={updating} onClose={() => setUpdating(null)} />
      {params.raise && can('defects:manage') && (
        <RaiseDefectsDialog
          inspectionId={params.raise}
          onClose={() => setParams({ raise: '' }, { replace: true })}
        />
      )}
    </div>
  );
}

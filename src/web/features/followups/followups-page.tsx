import { FOLLOWUP_TAB_LABELS, FOLLOWUP_TABS } from '@/shared/followups/catalogue';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { CountTabs } from '../defects/count-tabs';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { usePermissions } from '@/web/lib/use-permissions';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { FOLLOWUPS_DEFAULTS, parseFollowupsParams, toFollowupListInput } from './followups-params';
import { FollowupsTable } from './followups-table';
import { FollowupsToolbar } from './followups-toolbar';
import { NewFollowupDialog } from './new-followup-dialog';
import { ProgressDialog, type ProgressTarget } from './progress-dialog';
import { ReassignDialog } from './reassign-dialog';
import { useBulkSelection } from './use-bulk-selection';
import { useFollowupActions } from './api/use-followup-actions';
import { useFollowupList, useFollowupStats } from './api/use-followup-queries';

const EMPTY_HINTS = {
  all: 'No follow-ups yet. Failed checklist answers and new defects open them automatically.',
  pending: 'Nothing pending.',
  overdue: 'Nothing overdue. Well done.',
  completed: 'No follow-up has been completed yet.',
} as const;

/** /followup: Follow-up & Resolution Tracking. */
export function FollowupsPage() {
  const { can } = usePermissions();
  const actions = useFollowupActions();
  const [params, setParams] = useSearchParamsState(parseFollowupsParams, FOLLOWUPS_DEFAULTS);
  const [isCreating, setIsCreating] = useState(false);
  const [progressTarget, setProgressTarget] = useState<ProgressTarget | null>(null);
  const list = useFollowupList(toFollowupListInput(params));
  const bulk = useBulkSelection(list.data?.items ?? [], actions);
  const { selectedIds, othersSelected } = bulk;
  const changeView = (patch: Parameters<typeof setParams>[0]) => {
    bulk.setSelected(new Set());
    setParams(patch);
  };
  const isFiltered = Boolean(params.search || params.type || params.priority || params.mine);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeading canCreate={can('followups:manage')} onCreate={() => setIsCreating(true)} />
      <FollowupStats />
      <FollowupsToolbar params={params} onChange={changeView} />
      <CountTabs
        label="Follow-up filters"
        tabs={FOLLOWUP_TABS}
        labels={FOLLOWUP_TAB_LABELS}
        tab={params.tab}
        counts={list.data?.counts}
        onTabChange={(tab) => changeView({ tab, page: 1 })}
      >
        {can('followups:manage') && (
          <BulkActions
            selectedCount={selectedIds.length}
            othersSelected={othersSelected}
            canReassign={can('followups:assign')}
            onComplete={() => bulk.setIsConfirmingComplete(true)}
            onReassign={() => bulk.setReassignCount(selectedIds.length)}
          />
        )}
        <FollowupsTable
          query={list}
          rows={list.data?.items}
          emptyHint={
            isFiltered ? 'Try a different search or clear the filters.' : EMPTY_HINTS[params.tab]
          }
          pagination={
            list.data && { ...list.data.pagination, onPageChange: (page) => changeView({ page }) }
          }
          sorting={{
            sort: params.sort,
            dir: params.dir,
            onSort: (columnId) => changeView((latest) => toggleSort(latest, columnId)),
          }}
          selectedIds={selectedIds}
          onSelectedIdsChange={(ids) => bulk.setSelected(new Set(ids))}
          canManage={can('followups:manage')}
          completingId={
            actions.complete.isPending ? (actions.complete.variables?.id ?? null) : null
          }
          onComplete={(row) => actions.complete.mutate({ id: row.id })}
          onEditProgress={(row, opener) => setProgressTarget({ row, opener })}
        />
      </CountTabs>
      <BulkDialogs bulk={bulk} actions={actions} />
      <ProgressDialog
        target={progressTarget}
        isPending={actions.updateProgress.isPending}
        onClose={() => setProgressTarget(null)}
        onSave={(values) =>
          actions.updateProgress.mutate(values, { onSuccess: () => setProgressTarget(null) })
        }
      />
      <NewFollowupDialog
        open={isCreating}
        canLinkInspection={can('defects:manage')}
        onOpenChange={setIsCreating}
        onCreated={actions.refresh}
      />
    </div>
  );
}

function PageHeading({ canCreate, onCreate }: { canCreate: boolean; onCreate: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          Follow-up &amp; Resolution Tracking
        </h1>
        <p className="mt-1 text-slate-600">
          Actions that close the loop on defects and failed checks.
        </p>
      </div>
      {canCreate && (
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Follow-up
        </Button>
      )}
    </div>
  );
}

function FollowupStats() {
  const stats = useFollowupStats();
  return (
    <StatCardGrid
      heading="Follow-up statistics"
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
    >
      <StatCard label="Total Items" value={stats.data?.total} />
      <StatCard label="Pending" value={stats.data?.pending} />
      <StatCard label="Overdue" value={stats.data?.overdue} tone="danger" />
      <StatCard label="Completed" value={stats.data?.completed} />
      <StatCard label="High Priority Open" value={stats.data?.highPriorityOpen} />
      <StatCard
        label="Avg. Progress (open)"
        value={stats.data ? `${stats.data.averageProgress}%` : undefined}
      />
    </StatCardGrid>
  );
}

type BulkActionsProps = {
  selectedCount: number;
  othersSelected: number;
  canReassign: boolean;
  onComplete: () => void;
  onReassign: () => void;
};

/** Complete or reassign the selected rows; completing needs every one to be the user's own. */
function BulkActions({
  selectedCount,
  othersSelected,
  canReassign,
  onComplete,
  onReassign,
}: BulkActionsProps) {
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {selectedCount === 0
          ? 'Select follow-ups to act on several at once.'
          : `${selectedCount} selected`}
        {othersSelected > 0 &&
          ` · ${othersSelected} assigned to someone else: you can complete only your own.`}
      </p>
      <Button size="sm" disabled={selectedCount === 0 || othersSelected > 0} onClick={onComplete}>
        Complete Selected
      </Button>
      {canReassign && (
        <Button size="sm" variant="secondary" disabled={selectedCount === 0} onClick={onReassign}>
          Reassign
        </Button>
      )}
    </div>
  );
}

/** The confirmations behind Complete Selected and Reassign. */
function BulkDialogs({
  bulk,
  actions,
}: {
  bulk: ReturnType<typeof useBulkSelection>;
  actions: ReturnType<typeof useFollowupActions>;
}) {
  const { selectedIds } = bulk;
  return (
    <>
      <ConfirmDialog
        open={bulk.isConfirmingComplete}
        onOpenChange={bulk.setIsConfirmingComplete}
        title={`Complete ${selectedIds.length === 1 ? '1 follow-up' : `${selectedIds.length} follow-ups`}?`}
        description="Each selected open item is marked completed at 100%. Items already completed are skipped."
        confirmLabel="Complete Selected"
        isPending={actions.completeMany.isPending}
        onConfirm={bulk.completeSelected}
      />
      <ReassignDialog
        count={bulk.reassignCount}
        isPending={actions.reassign.isPending}
        onClose={() => bulk.setReassignCount(null)}
        onConfirm={bulk.reassignSelected}
      />
    </>
  );
}

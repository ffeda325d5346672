import { ESCALATION_FILTERS } from '@/shared/installers/schemas';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { useEscalations } from '../api/use-monitoring-queries';
import { FILTER_LABELS } from '../shared/monitoring-params';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Pagination } from '@/web/components/pagination';
import { usePermissions } from '@/web/lib/use-permissions';
import { useMonitoringParams } from '../shared/use-monitoring-params';
import { EscalationList } from './escalation-list';
import { NewEscalationDialog } from './new-escalation-dialog';
import { describeError } from '@/web/lib/describe-error';

const EMPTY_HINTS = {
  all: 'No escalation has been opened yet.',
  high: 'No High priority escalations.',
  medium: 'No Medium priority escalations.',
  overdue: 'No open escalation is past its due date.',
} as const;

export function EscalationsTab() {
  const canManage = usePermissions().can('monitoring:manage');
  const [params, setParams] = useMonitoringParams();
  const list = useEscalations({ filter: params.filter, page: params.page });
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-end gap-4">
          <h2 className="text-lg font-semibold text-slate-900">Escalations</h2>
          <FormField id="escalation-filter" label="Filter escalations" className="w-56">
            {(c) => (
              <Select
                {...fieldAria(c)}
                value={params.filter}
                onChange={(event) => {
                  const filter = ESCALATION_FILTERS.find((f) => f === event.target.value) ?? 'all';
                  setParams({ filter, page: 1 });
                }}
              >
                {ESCALATION_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {FILTER_LABELS[filter]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {canManage && <NewEscalationDialog />}
      </div>
      {list.isPending ? (
        <TableSkeleton label="Loading escalations" rows={4} />
      ) : list.isError ? (
        <ErrorState
          title="Could not load escalations"
          message={describeError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No escalations" hint={EMPTY_HINTS[params.filter]} />
      ) : (
        <div className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          <EscalationList items={list.data.items} canManage={canManage} />
          <Pagination
            page={list.data.pagination.page}
            limit={list.data.pagination.limit}
            pages={list.data.pagination.pages}
            total={list.data.pagination.total}
            onPageChange={(page) => setParams({ page })}
          />
        </div>
      )}
    </div>
  );
}

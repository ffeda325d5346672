import { useQuery } from '@tanstack/react-query';
import { INITIATIVE_STATUS_LABELS } from '../../../shared/improvements/catalogue';
import { INITIATIVE_STATUS_FILTERS } from '../../../shared/improvements/inputs';
import { EmptyState, ErrorState } from '../../components/query-states';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { describeError } from '../../lib/describe-error';
import { readOption } from '../../lib/search-params';
import { useTRPC } from '../../lib/trpc';
import { InitiativeCardView } from './initiative-card';
import type { ImprovementParams } from './improvements-params';
import type { InitiativeCard } from './types';

export function InitiativesTab({
  status,
  onStatus,
  canManage,
  onEdit,
  onDetails,
}: {
  status: ImprovementParams['status'];
  onStatus: (status: ImprovementParams['status']) => void;
  canManage: boolean;
  onEdit: (i: InitiativeCard) => void;
  onDetails: (i: InitiativeCard) => void;
}) {
  const trpc = useTRPC();
  const list = useQuery(trpc.improvements.initiatives.list.queryOptions({ status }));
  return (
    <div className="space-y-4">
      <div className="sm:w-60">
        <Label htmlFor="initiative-status-filter">Status</Label>
        <Select
          id="initiative-status-filter"
          className="mt-1"
          value={status}
          onChange={(e) => onStatus(readOption(e.target.value, INITIATIVE_STATUS_FILTERS, 'all'))}
        >
          {INITIATIVE_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All statuses' : INITIATIVE_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      {list.isPending ? (
        <Spinner label="Loading initiatives" className="py-6" />
      ) : list.isError ? (
        <ErrorState
          title="Could not load initiatives"
          message={describeError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          title="No initiatives"
          hint={status === 'all' ? 'No initiative has been started yet.' : 'None has this status.'}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.data.map((i) => (
            <InitiativeCardView
              key={i.id}
              initiative={i}
              canManage={canManage}
              onEdit={onEdit}
              onDetails={onDetails}
            />
          ))}
        </div>
      )}
    </div>
  );
}

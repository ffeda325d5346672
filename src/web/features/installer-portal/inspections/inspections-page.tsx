import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { PORTAL_PAGE_SIZE } from '@/shared/installer-portal/views';
import { portalInspectionPath } from '@/shared/installer-portal/paths';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { Pagination } from '@/web/components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { SearchBox } from '@/web/components/search-box';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { usePortalInspections, type PortalInspectionList } from '../api/use-portal-inspections';
import { parsePortalInspectionsParams, PORTAL_INSPECTIONS_DEFAULTS } from './inspections-params';

/** /portal/inspections: the installer's inspections with a result, newest first (cards fit a phone). */
export function InspectionsPage() {
  const [params, update] = useSearchParamsState(
    parsePortalInspectionsParams,
    PORTAL_INSPECTIONS_DEFAULTS,
  );
  const list = usePortalInspections({
    search: params.q,
    page: params.page,
    pageSize: PORTAL_PAGE_SIZE,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Inspections</h1>
      <SearchBox
        id="portal-inspection-search"
        label="Search by reference or address"
        placeholder="INS-2026-… or a street, town or postcode"
        value={params.q}
        onSearch={(q) => update({ q, page: 1 }, { replace: true })}
      />
      {list.isPending ? (
        <TableSkeleton label="Loading your inspections" rows={4} />
      ) : list.isError ? (
        <ErrorState
          title="Could not load your inspections"
          message={describeError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={params.q ? 'No inspection matches' : 'No inspections yet'}
          hint={
            params.q
              ? 'Try another reference, street or postcode.'
              : 'Inspections of your work appear here once they have a result.'
          }
        />
      ) : (
        <InspectionCards data={list.data} onPageChange={(page) => update({ page })} />
      )}
    </div>
  );
}

function InspectionCards({
  data,
  onPageChange,
}: {
  data: PortalInspectionList;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {data.items.map((row) => (
          <li key={row.id}>
            <Card className="space-y-1 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={portalInspectionPath(row.id)}
                  className="font-semibold text-emerald-800 hover:underline"
                >
                  {row.reference}
                </Link>
                <StatusBadge status={row.status} />
              </div>
              <p className="text-sm text-slate-900">{row.propertyAddress}</p>
              <p className="text-sm text-slate-600">
                {row.measureLabel} · {formatDate(row.date)}
              </p>
              {row.failedItems > 0 && (
                <p className="text-sm font-medium text-red-700">
                  {row.failedItems} failed item{row.failedItems === 1 ? '' : 's'}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        limit={data.pageSize}
        total={data.total}
        onPageChange={onPageChange}
      />
    </>
  );
}

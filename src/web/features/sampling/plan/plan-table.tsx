import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Progress } from '@/web/components/ui/progress';
import { basisLabel } from '@/shared/sampling/plan-export';
import type { PlanRow } from './plan-csv';
import { formatPercent } from './plan-labels';

const column = createColumnHelper<PlanRow>();

const groupName = (row: PlanRow) => `${row.installerName} ${row.measureCategory}`;

/** Achieved against required as a bar with its words: the bar alone would say nothing to some. */
function QuotaGauge({ row }: { row: PlanRow }) {
  const percent = row.required === 0 ? 100 : (row.achieved / row.required) * 100;
  return (
    <div className="min-w-36 space-y-1">
      <p className="text-sm text-slate-900">
        <span className="font-semibold">{row.achieved}</span> of {row.required} required
      </p>
      <Progress value={percent} label={`${groupName(row)}: achieved against required`} />
    </div>
  );
}

const PLAN_COLUMNS = [
  column.display({
    id: 'installer',
    header: 'Installer and category',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        {row.installerId ? (
          <Link
            to={buildInstallerPath(row.installerId)}
            className="font-medium text-emerald-800 underline-offset-2 hover:underline"
          >
            {row.installerName}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{row.installerName}</span>
        )}
        <p className="text-xs text-slate-600">{row.measureCategory}</p>
      </>
    ),
  }),
  column.display({
    id: 'population',
    header: 'Measures',
    meta: { align: 'right' },
    cell: ({ row: { original: row } }) => row.population,
  }),
  column.display({
    id: 'rate',
    header: 'Rate',
    cell: ({ row: { original: row } }) => (
      <>
        <p className="text-slate-900">{formatPercent(row.ratePercent)}</p>
        <p className="text-xs text-slate-600">{basisLabel(row)}</p>
      </>
    ),
  }),
  column.display({
    id: 'quota',
    header: 'Achieved',
    cell: ({ row: { original: row } }) => <QuotaGauge row={row} />,
  }),
  column.display({
    id: 'outstanding',
    header: 'Outstanding',
    meta: { align: 'right' },
    cell: ({ row: { original: row } }) => (
      <span className={row.outstanding > 0 ? 'font-semibold text-amber-900' : 'text-slate-700'}>
        {row.outstanding}
      </span>
    ),
  }),
  column.display({
    id: 'failRate',
    header: 'Fail rate',
    cell: ({ row: { original: row } }) => (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-900">{formatPercent(row.failRatePercent)}</span>
        {row.band && <Badge className="bg-red-100 text-red-900">{row.band}</Badge>}
        <span className="sr-only">{row.failed} failed</span>
      </div>
    ),
  }),
];

type PlanTableProps = {
  query: TableQuery;
  rows: readonly PlanRow[] | undefined;
  isFiltered: boolean;
};

export function PlanTable({ query, rows, isFiltered }: PlanTableProps) {
  return (
    <DataTable<PlanRow>
      label="Sampling plan by installer and category"
      loadingLabel="Loading the sampling plan"
      errorTitle="Could not load the sampling plan"
      columns={PLAN_COLUMNS}
      rows={rows}
      query={query}
      getRowId={(row) => `${row.installerId ?? 'none'}|${row.measureCategory}`}
      empty={
        isFiltered
          ? { title: 'No rows match', hint: 'Try other filters or clear them.' }
          : {
              title: 'No measures installed in this quarter',
              hint: 'The plan fills in as measures installed in the quarter are lodged.',
            }
      }
    />
  );
}

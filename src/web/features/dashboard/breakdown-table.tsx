import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDays, formatPercent } from '@/shared/dashboard/kpis';
import { Card } from '@/web/components/ui/card';
import type { BreakdownRow } from './dashboard-types';

type SortKey = 'name' | 'inspections' | 'passRate' | 'avgResponseDays';
type Sort = { key: SortKey; descending: boolean };

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Name', numeric: false },
  { key: 'inspections', label: 'Inspections', numeric: true },
  { key: 'passRate', label: 'Pass rate', numeric: true },
  { key: 'avgResponseDays', label: 'Avg. response time', numeric: true },
];

/** Rows without a figure (no completed inspections) sort last whichever way. */
export function sortBreakdown(rows: readonly BreakdownRow[], sort: Sort): BreakdownRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return order * sign || a.name.localeCompare(b.name);
  });
}

/** A sortable table of one breakdown (inspector, installer, measure or trigger). */
export function BreakdownTable(props: {
  title: string;
  nameLabel: string;
  rows: readonly BreakdownRow[];
}) {
  const [sort, setSort] = useState<Sort>({ key: 'inspections', descending: true });
  const rows = useMemo(() => sortBreakdown(props.rows, sort), [props.rows, sort]);
  const id = props.title.toLowerCase().replace(/\W+/g, '-');

  const toggle = (key: SortKey) =>
    setSort((s) =>
      s.key === key ? { key, descending: !s.descending } : { key, descending: key !== 'name' },
    );

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="p-0">
      <h2 id={`${id}-title`} className="px-6 pt-5 text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      {rows.length === 0 ? (
        <p className="px-6 py-8 text-sm text-slate-600">No inspections in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((c) => {
                  const isSorted = sort.key === c.key;
                  const Icon = !isSorted ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp;
                  return (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={isSorted ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                      className={`px-6 py-2 font-medium ${c.numeric ? 'text-right' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => toggle(c.key)}
                        className="inline-flex items-center gap-1 hover:text-slate-900"
                      >
                        {c.key === 'name' ? props.nameLabel : c.label}
                        <Icon aria-hidden="true" className="h-3.5 w-3.5" />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="px-6 py-2 font-medium text-slate-900">
                    {r.name}
                  </th>
                  <td className="px-6 py-2 text-right tabular-nums">{r.inspections}</td>
                  <td className="px-6 py-2 text-right tabular-nums">{formatPercent(r.passRate)}</td>
                  <td className="px-6 py-2 text-right tabular-nums">
                    {formatDays(r.avgResponseDays)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useMeasureList } from '../api/use-measures';
import {
  MEASURES_DEFAULTS,
  isMeasuresFiltered,
  parseMeasuresParams,
  toMeasureListInput,
} from './measures-params';
import { MeasuresTable } from './measures-table';
import { MeasuresToolbar } from './measures-toolbar';

/** /measures: the register of lodged measures, the population sampling draws from. */
export function MeasuresPage() {
  const [params, setParams] = useSearchParamsState(parseMeasuresParams, MEASURES_DEFAULTS);
  const list = useMeasureList(toMeasureListInput(params));
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Measures</h1>
        <p className="mt-1 text-slate-600">
          Installed measures lodged with the programme, and whether each has been inspected. See the{' '}
          <Link
            to={PATHS.sampling}
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            sampling plan
          </Link>{' '}
          for the quarter&apos;s quotas.
        </p>
      </div>
      <MeasuresToolbar params={params} onChange={setParams} />
      <MeasuresTable
        query={list}
        rows={list.data?.items}
        emptyHint={
          isMeasuresFiltered(params)
            ? 'Try a different search or clear the filters.'
            : 'No measures have been lodged yet. Import them from the Import page.'
        }
        pagination={
          list.data && { ...list.data.pagination, onPageChange: (page) => setParams({ page }) }
        }
        sorting={{
          sort: params.sort,
          dir: params.dir,
          onSort: (columnId) => setParams((latest) => toggleSort(latest, columnId)),
        }}
      />
    </div>
  );
}

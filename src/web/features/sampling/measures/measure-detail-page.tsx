import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { useMeasure } from '../api/use-measures';
import { MeasureInspections } from './measure-inspections';
import { MeasureFacts } from './measure-facts';
import { MeasureWarnings } from './measure-warnings';
import { InspectedBadge } from './measure-badges';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const BACK = (
  <Link
    to={PATHS.measures}
    className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline"
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    Back to Measures
  </Link>
);

/** /measures/:id: one lodged measure, every field, its accepted warnings and its inspections. */
export function MeasureDetailPage() {
  const { id = '' } = useParams();
  const isValidId = UUID.test(id);
  const measure = useMeasure(id, isValidId);

  if (!isValidId || describeError(measure.error).isNotFound) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {BACK}
        <EmptyState
          title="Measure not found"
          hint="It may have been removed, or the link is wrong."
        />
      </div>
    );
  }
  if (measure.isPending) return <TableSkeleton label="Loading the measure" />;
  if (measure.isError) {
    return (
      <ErrorState
        title="Could not load the measure"
        message={describeError(measure.error).message}
        onRetry={() => void measure.refetch()}
      />
    );
  }
  const m = measure.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {BACK}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-all text-slate-900">Measure {m.umr}</h1>
        <InspectedBadge isInspected={m.isInspected} hasFailed={m.hasFailed} />
      </div>
      <MeasureFacts measure={m} />
      <MeasureInspections measure={m} />
      <MeasureWarnings measure={m} />
    </div>
  );
}

import { formatDate } from '@/shared/format';
import { notifySuccess } from '@/web/lib/notify';
import { useSamplingPlan } from '../api/use-sampling-plan';
import { currentQuarter, quarterLabel } from '../quarters';
import { useDownloadPlanXlsx } from '../api/use-plan-xlsx';
import { downloadText } from './download-file';
import { planCsv } from './plan-csv';
import { type PlanParams } from './plan-params';
import { filterPlanRows } from '@/shared/sampling/plan-export';
import { PlanTable } from './plan-table';
import { PlanToolbar } from './plan-toolbar';
import { PlanTotals } from './plan-totals';

type PlanTabProps = {
  params: PlanParams;
  onChange: (patch: Partial<PlanParams>) => void;
};

/** The quarter's plan: per installer and category, required against achieved, with totals. */
export function PlanTab({ params, onChange }: PlanTabProps) {
  const today = currentQuarter();
  const quarter = params.quarter || today;
  const plan = useSamplingPlan(quarter);
  const xlsx = useDownloadPlanXlsx();
  // While another quarter loads, the last one stays on screen: never label it with the new one.
  const shown = plan.data?.quarter === quarter ? plan.data : undefined;
  const rows = shown ? filterPlanRows(shown.rows, params) : undefined;
  const isFiltered = Boolean(
    params.installer || params.category || params.band || params.outstanding,
  );

  function exportCsv() {
    if (!shown || !rows) return;
    downloadText(`sampling-plan-${shown.quarter}.csv`, planCsv(shown, rows));
    notifySuccess(`Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`);
  }

  return (
    <div className="space-y-4">
      <PlanToolbar
        params={params}
        quarter={quarter}
        today={today}
        plan={shown}
        onChange={onChange}
        onExportCsv={exportCsv}
        onExportXlsx={() =>
          xlsx.mutate({
            quarter,
            installer: params.installer,
            category: params.category,
            band: params.band,
            outstanding: params.outstanding,
          })
        }
        isExportingXlsx={xlsx.isPending}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {quarterLabel(quarter)}
        {shown &&
          `: measures installed ${formatDate(shown.days.from)} to ${formatDate(shown.days.to)}, judged by the rules effective from ${formatDate(shown.rules.effectiveFrom)}.`}
      </p>
      <PlanTotals plan={shown} />
      <PlanTable
        query={{ ...plan, isPending: plan.isPending || (!shown && !plan.isError) }}
        rows={rows}
        isFiltered={isFiltered}
      />
    </div>
  );
}

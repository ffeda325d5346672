import { Download } from 'lucide-react';
import { FilterSelect } from '@/web/components/filter-select';
import { CheckboxFilter } from '@/web/components/filter-toolbar';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { FilterPanel } from '../filter-panel';
import { pickerQuarters, quarterLabel } from '../quarters';
import type { SamplingPlan } from './plan-csv';
import { type PlanParams } from './plan-params';
import { NO_INSTALLER } from '@/shared/sampling/plan-export';

type PlanToolbarProps = {
  params: PlanParams;
  /** The quarter shown: the URL's, else today's. */
  quarter: string;
  today: string;
  plan: SamplingPlan | undefined;
  onChange: (patch: Partial<PlanParams>) => void;
  onExportCsv: () => void;
  /** The server writes the workbook for the quarter and filters shown. */
  onExportXlsx: () => void;
  isExportingXlsx: boolean;
};

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The filters' choices come from the plan's own rows, so every choice finds something. */
function choicesOf(plan: SamplingPlan | undefined) {
  const rows = plan?.rows ?? [];
  const installers = new Map(rows.map((r) => [r.installerId ?? NO_INSTALLER, r.installerName]));
  return {
    installers: [...installers].map(([value, label]) => ({ value, label })),
    categories: unique(rows.map((r) => r.measureCategory)).map((c) => ({ value: c, label: c })),
    bands: [
      ...(plan?.rules.failRateBands ?? []).map((b) => ({ value: b.name, label: b.name })),
      { value: 'none', label: 'No band' },
    ],
  };
}

/** Quarter, filters and export of the plan. */
export function PlanToolbar({
  params,
  quarter,
  today,
  plan,
  onChange,
  ...exports
}: PlanToolbarProps) {
  const choices = choicesOf(plan);
  const quarters = pickerQuarters(today, 8, quarter).map((q) => ({
    value: q,
    label: quarterLabel(q),
  }));
  return (
    <FilterPanel>
      <FilterSelect
        id="plan-quarter"
        label="Quarter"
        className="w-52 max-sm:col-span-2"
        options={quarters}
        value={quarter}
        onChange={(q) => onChange({ quarter: q === today ? '' : q })}
      />
      <FilterSelect
        id="plan-installer"
        label="Installer"
        className="w-48 max-sm:col-span-2"
        allLabel="All installers"
        options={choices.installers}
        value={params.installer}
        onChange={(installer) => onChange({ installer })}
      />
      <FilterSelect
        id="plan-category"
        label="Category"
        className="w-36"
        allLabel="All categories"
        options={choices.categories}
        value={params.category}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id="plan-band"
        label="Fail-rate band"
        className="w-40"
        allLabel="Any band"
        options={choices.bands}
        value={params.band}
        onChange={(band) => onChange({ band })}
      />
      <CheckboxFilter
        label="Outstanding only"
        checked={params.outstanding === '1'}
        onChange={(isOn) => onChange({ outstanding: isOn ? '1' : '' })}
      />
      <ExportButtons isReady={Boolean(plan)} {...exports} />
    </FilterPanel>
  );
}

type ExportButtonsProps = Pick<
  PlanToolbarProps,
  'onExportCsv' | 'onExportXlsx' | 'isExportingXlsx'
> & {
  isReady: boolean;
};

/** CSV from the rows on screen; Excel from the server, with the same rows and typed cells. */
function ExportButtons({
  isReady,
  onExportCsv,
  onExportXlsx,
  isExportingXlsx,
}: ExportButtonsProps) {
  return (
    <div className="col-span-2 flex flex-wrap gap-2 sm:ml-auto">
      <Button variant="secondary" disabled={!isReady} onClick={onExportCsv}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Export CSV
      </Button>
      <Button variant="secondary" disabled={!isReady || isExportingXlsx} onClick={onExportXlsx}>
        {isExportingXlsx ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
        Export Excel
      </Button>
    </div>
  );
}

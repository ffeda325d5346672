import { REPORT_FORMAT_LABELS } from '@/shared/reports/catalogue';
import { generateReportSchema, QUARTERLY_REPORT_FORMATS } from '@/shared/reports/schemas';
import { todayInLondon } from '@/shared/format';
import { previousQuarter, quarterOf } from '@/shared/sampling/sampling';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useReportGeneration, type ReportGeneration } from './api/use-report-generation';
import { DownloadLink } from './download-link';
import { SelectField } from './select-field';

const QUARTER_MONTHS = [
  'January to March',
  'April to June',
  'July to September',
  'October to December',
];

/** This quarter and the seven before it, newest first: 'Q1 2026 (January to March)'. */
export function recentQuarters(today: string, count = 8) {
  const quarters = [quarterOf(today)];
  while (quarters.length < count) quarters.push(previousQuarter(quarters[quarters.length - 1]!));
  return quarters.map((value) => {
    const [year, q] = value.split('-Q');
    return { value, label: `Q${q} ${year} (${QUARTER_MONTHS[Number(q) - 1]})` };
  });
}

const FORMAT_OPTIONS = QUARTERLY_REPORT_FORMATS.map((value) => ({
  value,
  label: REPORT_FORMAT_LABELS[value],
}));

/**
 * The Quarterly Scheme Report (issue 30 point 10): the sampling plan's figures for a quarter
 * per scheme, installer and category, as a workbook or a PDF. Its own generation, so the
 * Custom Reports form keeps showing its own report.
 */
export function QuarterlyReportCard({
  canCreate,
  canExport,
}: {
  canCreate: boolean;
  canExport: boolean;
}) {
  const generation = useReportGeneration();
  const quarters = recentQuarters(todayInLondon());
  const form = useZodForm(generateReportSchema, {
    defaultValues: { preset: 'quarterly-scheme', quarter: quarters[0]!.value, format: 'xlsx' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => generation.start(values));
  return (
    <Card role="region" aria-labelledby="quarterly-report-title">
      <h2 id="quarterly-report-title" className="text-lg font-semibold text-slate-900">
        Quarterly Scheme Report
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Per funding scheme, installer and measure category: measures installed, required and
        achieved inspections, passes, fails by severity, remediations and overturned fails; the same
        figures as the sampling plan.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="quarterly-report-quarter"
            label="Quarter"
            options={quarters}
            error={errors.quarter?.message}
            field={form.register('quarter')}
          />
          <SelectField
            id="quarterly-report-format"
            label="File type"
            options={FORMAT_OPTIONS}
            error={errors.format?.message}
            field={form.register('format')}
          />
        </div>
        {generation.error && (
          <Alert tone="error" role="alert">
            {describeError(generation.error).message}
          </Alert>
        )}
        <QuarterlyStatus generation={generation} canCreate={canCreate} canExport={canExport} />
      </form>
    </Card>
  );
}

type StatusProps = { generation: ReportGeneration; canCreate: boolean; canExport: boolean };

function QuarterlyStatus({ generation, canCreate, canExport }: StatusProps) {
  const { report } = generation;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={!canCreate || generation.isRunning}>
        {generation.isRunning && <Spinner />}
        Generate Quarterly Report
      </Button>
      {generation.isRunning && (
        <p className="text-sm text-slate-600" role="status">
          {report?.status === 'running' ? 'Generating…' : 'Queued, starting shortly…'}
        </p>
      )}
      {!generation.isRunning && report?.status === 'completed' && (
        <p className="flex items-center gap-3 text-sm text-slate-700" role="status">
          Quarterly Scheme Report {report.filters.quarter} ready.
          {canExport && <DownloadLink report={report} />}
        </p>
      )}
    </div>
  );
}

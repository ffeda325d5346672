import { generateReportSchema } from '@/shared/reports/schemas';
import { useEffect } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Progress } from '@/web/components/ui/progress';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ReportSelect } from './report-select';
import { DownloadLink } from './download-link';
import type { ReportsParams } from './reports-params';
import type { ReportGeneration } from './api/use-report-generation';
import { useZodForm } from '@/web/lib/use-zod-form';

/** The form, started from the URL's filters; the filters follow it into the URL. */
function useCustomReportForm(
  params: ReportsParams,
  onParamsChange: (patch: Partial<ReportsParams>) => void,
) {
  const form = useZodForm(generateReportSchema, {
    defaultValues: {
      preset: 'custom',
      type: params.type,
      status: params.status,
      dateFrom: params.from,
      dateTo: params.to,
      format: params.format,
    },
  });

  // The filters follow the form into the URL, so a reload or a shared link keeps them.
  useEffect(() => {
    const subscription = form.watch((v) =>
      onParamsChange({
        type: v.type,
        status: v.status,
        from: v.dateFrom ?? '',
        to: v.dateTo ?? '',
        format: v.format,
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onParamsChange]);
  return form;
}

/** Spec 02 Custom Reports: report type, status, date from, date to (plus the file format). */
export function CustomReportForm({
  params,
  onParamsChange,
  generation,
  canCreate,
  canExport,
}: {
  params: ReportsParams;
  onParamsChange: (patch: Partial<ReportsParams>) => void;
  generation: ReportGeneration;
  canCreate: boolean;
  canExport: boolean;
}) {
  const form = useCustomReportForm(params, onParamsChange);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => generation.start(values));
  return (
    <Card role="region" aria-labelledby="custom-report-title">
      <h2 id="custom-report-title" className="text-lg font-semibold text-slate-900">
        Custom Reports
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose the inspections to include. Dates are inspection dates (completed, else scheduled).
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ReportSelect choice="type" id="report-type" field={form.register('type')} />
          <ReportSelect choice="status" id="report-status" field={form.register('status')} />
          <FormField id="report-date-from" label="Date From" error={errors.dateFrom?.message}>
            {(c) => <Input {...fieldAria(c)} type="date" {...form.register('dateFrom')} />}
          </FormField>
          <FormField id="report-date-to" label="Date To" error={errors.dateTo?.message}>
            {(c) => <Input {...fieldAria(c)} type="date" {...form.register('dateTo')} />}
          </FormField>
          <ReportSelect choice="format" id="report-format" field={form.register('format')} />
        </div>
        {generation.error && (
          <Alert tone="error" role="alert">
            {describeError(generation.error).message}
          </Alert>
        )}
        {!canCreate && <p className="text-sm text-slate-600">Your role cannot generate reports.</p>}
        <GenerationStatus generation={generation} canCreate={canCreate} canExport={canExport} />
      </form>
    </Card>
  );
}

type GenerationStatusProps = {
  generation: ReportGeneration;
  canCreate: boolean;
  canExport: boolean;
};

/** Generate Report, then the running report's progress or the finished one's download. */
function GenerationStatus({ generation, canCreate, canExport }: GenerationStatusProps) {
  const { report } = generation;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={!canCreate || generation.isRunning}>
        {generation.isRunning && <Spinner />}
        Generate Report
      </Button>
      {generation.isRunning && (
        <div className="min-w-48 flex-1">
          <Progress value={generation.progress} label="Report progress" />
          <p className="mt-1 text-xs text-slate-600">
            {report?.status === 'running'
              ? `Generating… ${generation.progress}%`
              : 'Queued, starting shortly…'}
          </p>
        </div>
      )}
      {!generation.isRunning && report?.status === 'completed' && (
        <p className="flex items-center gap-3 text-sm text-slate-700" role="status">
          {report.title} ready ({report.rowCount ?? 0} rows).
          {canExport && <DownloadLink report={report} />}
        </p>
      )}
    </div>
  );
}

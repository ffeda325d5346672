import {
  REPORT_FORMAT_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
} from '@/shared/reports/catalogue';
import {
  generateReportSchema,
  REPORT_FORMATS,
  REPORT_STATUSES,
  REPORT_TYPES,
} from '@/shared/reports/schemas';
import { useEffect } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { FieldError } from '@/web/components/field-error';
import { DownloadLink } from './download-link';
import type { ReportsParams } from './reports-params';
import type { ReportGeneration } from './use-report-generation';
import { useZodForm } from '@/web/lib/use-zod-form';

const fieldProps = (id: string, message: string | undefined) => ({
  id,
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-error` : undefined,
});

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
  const { errors } = form.formState;

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

  const onSubmit = form.handleSubmit((values) => generation.start(values));
  const { report } = generation;

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
          <div>
            <Label htmlFor="report-type">Report Type</Label>
            <Select className="mt-1" id="report-type" {...form.register('type')}>
              {REPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REPORT_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="report-status">Status</Label>
            <Select className="mt-1" id="report-status" {...form.register('status')}>
              {REPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REPORT_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="report-date-from">Date From</Label>
            <Input
              className="mt-1"
              type="date"
              {...fieldProps('report-date-from', errors.dateFrom?.message)}
              {...form.register('dateFrom')}
            />
            <FieldError id="report-date-from-error" message={errors.dateFrom?.message} />
          </div>
          <div>
            <Label htmlFor="report-date-to">Date To</Label>
            <Input
              className="mt-1"
              type="date"
              {...fieldProps('report-date-to', errors.dateTo?.message)}
              {...form.register('dateTo')}
            />
            <FieldError id="report-date-to-error" message={errors.dateTo?.message} />
          </div>
          <div>
            <Label htmlFor="report-format">Format</Label>
            <Select className="mt-1" id="report-format" {...form.register('format')}>
              {REPORT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {REPORT_FORMAT_LABELS[f]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {generation.error && (
          <Alert tone="error" role="alert">
            {describeError(generation.error).message}
          </Alert>
        )}
        {!canCreate && <p className="text-sm text-slate-600">Your role cannot generate reports.</p>}
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
      </form>
    </Card>
  );
}

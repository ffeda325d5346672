import {
  EXPORT_DATE_MEANING,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_KIND_LABELS,
  EXPORT_KIND_REQUIRES,
  EXPORT_KINDS,
  EXPORT_PDF_ROW_LIMIT,
  type ExportFormat,
  type ExportKind,
} from '@/shared/exports/catalogue';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { usePermissions } from '@/web/lib/use-permissions';
import { formatBytes } from './download-export';
import { ExportFilters, type ExportFilterValues } from './export-filters';
import { useExportDownload } from './use-export-download';

const FORMAT_OPTIONS = toFilterOptions(EXPORT_FORMATS, EXPORT_FORMAT_LABELS);

/**
 * Export Data (spec 02 section 2, /import): what to export, the format, a date
 * range and the chosen list's filters; 'Export Data' downloads the file the
 * server streams (GET /api/exports/{kind}, docs/exports.md). Self-contained:
 * the /import page mounts it in its Export Data tab.
 */
export function ExportPanel() {
  const { can } = usePermissions();
  const kinds = EXPORT_KINDS.filter((k) => {
    const requires = EXPORT_KIND_REQUIRES[k];
    return requires === 'session' || can(requires);
  });
  const [kind, setKind] = useState<ExportKind>('inspections');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filters, setFilters] = useState<ExportFilterValues>({});
  const { status, setStatus, isRunning, run } = useExportDownload();

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Export Data</h2>
        <p className="mt-1 text-sm text-slate-600">
          Download records as CSV, Excel, JSON or PDF. Only the records you may see are exported.
        </p>
      </div>
      <fieldset disabled={isRunning} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Export options</legend>
        <FilterSelect
          id="export-kind"
          label="What to export"
          options={toFilterOptions(kinds, EXPORT_KIND_LABELS)}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setFilters({});
            setStatus({ state: 'idle' });
          }}
        />
        <FilterSelect
          id="export-format"
          label="Format"
          options={FORMAT_OPTIONS}
          value={format}
          onChange={setFormat}
        />
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <p className="text-xs text-slate-600 sm:col-span-2">
          Dates apply to the {EXPORT_DATE_MEANING[kind]}; leave them empty for all dates.
          {format === 'pdf' &&
            ` A PDF holds at most ${EXPORT_PDF_ROW_LIMIT.toLocaleString('en-GB')} rows; use CSV, Excel or JSON for more.`}
        </p>
      </fieldset>
      <ExportFilters kind={kind} values={filters} disabled={isRunning} onChange={setFilters} />
      {status.state === 'failed' && (
        <Alert tone="error" role="alert">
          {status.message}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void run({ kind, format, from, to, filters })}
          disabled={isRunning}
          aria-busy={isRunning}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {isRunning ? 'Exporting…' : 'Export Data'}
        </Button>
        {status.state === 'running' && (
          <span role="status" className="text-sm text-slate-700">
            Preparing {EXPORT_KIND_LABELS[kind].toLowerCase()}: {formatBytes(status.bytes)} received
          </span>
        )}
      </div>
    </Card>
  );
}

/** The optional date range; each end bounds the other's picker. */
function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
}: {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}) {
  return (
    <>
      <FormField id="export-from" label="Date from">
        {(control) => (
          <Input
            {...fieldAria(control)}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onFromChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="export-to" label="Date to">
        {(control) => (
          <Input
            {...fieldAria(control)}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onToChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

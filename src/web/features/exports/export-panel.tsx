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
import { buildExportUrl, ExportOptions } from '@/shared/exports/schemas';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { usePermissions } from '@/web/lib/use-permissions';
import { downloadExport, formatBytes } from './download-export';
import { ExportFilters, type ExportFilterValues } from './export-filters';

const FORMAT_OPTIONS = toFilterOptions(EXPORT_FORMATS, EXPORT_FORMAT_LABELS);

type Status =
  { state: 'idle' } | { state: 'running'; bytes: number } | { state: 'failed'; message: string };

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
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const isRunning = status.state === 'running';

  async function handleExport() {
    const options = ExportOptions.safeParse({
      format,
      from: from || undefined,
      to: to || undefined,
    });
    if (!options.success) {
      setStatus({
        state: 'failed',
        message: options.error.issues[0]?.message ?? 'Check the dates.',
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ state: 'running', bytes: 0 });
    try {
      const url = buildExportUrl(kind, { format, from, to, ...filters });
      const file = await downloadExport(
        url,
        `${kind}-export.${format}`,
        (bytes) => setStatus({ state: 'running', bytes }),
        controller.signal,
      );
      setStatus({ state: 'idle' });
      toast.success(`Export ready: ${file.fileName} (${formatBytes(file.bytes)})`);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({
        state: 'failed',
        message: error instanceof Error ? error.message : 'The export failed. Please try again.',
      });
    }
  }

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
        <div>
          <Label htmlFor="export-from">Date from</Label>
          <Input
            id="export-from"
            type="date"
            className="mt-1"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="export-to">Date to</Label>
          <Input
            id="export-to"
            type="date"
            className="mt-1"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
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
        <Button onClick={() => void handleExport()} disabled={isRunning} aria-busy={isRunning}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {isRunning ? 'Exporting…' : 'Export Data'}
        </Button>
        {isRunning && (
          <span role="status" className="text-sm text-slate-700">
            Preparing {EXPORT_KIND_LABELS[kind].toLowerCase()}: {formatBytes(status.bytes)} received
          </span>
        )}
      </div>
    </Card>
  );
}

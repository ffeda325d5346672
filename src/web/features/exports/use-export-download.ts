import { buildExportUrl, ExportOptions } from '@/shared/exports/schemas';
import type { ExportFormat, ExportKind } from '@/shared/exports/catalogue';
import { useEffect, useRef, useState } from 'react';
import { notifySuccess } from '@/web/lib/notify';
import { downloadExport, formatBytes } from './download-export';
import type { ExportFilterValues } from './export-filters';

type Status =
  { state: 'idle' } | { state: 'running'; bytes: number } | { state: 'failed'; message: string };

type ExportRequest = {
  kind: ExportKind;
  format: ExportFormat;
  from: string;
  to: string;
  filters: ExportFilterValues;
};

/**
 * Checks the dates, downloads the file with its progress, and says how it went; leaving the page
 * aborts a download on its way.
 */
export function useExportDownload() {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const isRunning = status.state === 'running';

  async function run({ kind, format, from, to, filters }: ExportRequest) {
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
      notifySuccess(`Export ready: ${file.fileName} (${formatBytes(file.bytes)})`);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({
        state: 'failed',
        message: error instanceof Error ? error.message : 'The export failed. Please try again.',
      });
    }
  }

  return { status, setStatus, isRunning, run };
}

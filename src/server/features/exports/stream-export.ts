import type { PassThrough } from 'node:stream';
import {
  EXPORT_BATCH_ROWS,
  EXPORT_DATE_MEANING,
  EXPORT_KIND_LABELS,
} from '@/shared/exports/catalogue';
import type { ExportRequest } from '@/shared/exports/schemas';
import type { Actor } from '@/server/trpc/actor';
import { defectSource } from './defect-source';
import { inspectionSource } from './inspection-source';
import { installerSource } from './installer-source';
import type { Cell } from './cells';
import type { Cursor, ExportSource } from './keyset';
import { paymentSource } from './payment-source';
import { describeRange, writeExportFile } from './writers';

export type ExportHooks = {
  /** Called after each batch is read, with its size: tests check the export reads in batches. */
  onBatch?: (size: number) => void;
  batchSize?: number;
};

/** The rows of one request, scoped to what the actor may see. Read permissions before streaming. */
export async function openExportSource(
  actor: Actor,
  request: ExportRequest,
): Promise<ExportSource> {
  switch (request.kind) {
    case 'inspections':
      return inspectionSource(actor, request.options, request.filters);
    case 'installers':
      return installerSource(actor, request.options, request.filters);
    case 'defects':
      return defectSource(actor, request.options, request.filters);
    case 'payments':
      return paymentSource(actor, request.options, request.filters);
  }
}

/** Reads batch after batch (each its own query) until one comes back short. */
async function* readBatches(source: ExportSource, hooks: ExportHooks): AsyncGenerator<Cell[][]> {
  const size = hooks.batchSize ?? EXPORT_BATCH_ROWS;
  let after: Cursor = null;
  for (;;) {
    const batch = await source.readBatch(after, size);
    hooks.onBatch?.(batch.rows.length);
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.rows.length < size) return;
    after = batch.last;
  }
}

/** Streams the export into `out` in the request's format; returns the rows written. */
export async function streamExport(
  source: ExportSource,
  request: ExportRequest,
  out: PassThrough,
  hooks: ExportHooks = {},
): Promise<number> {
  const { from, to } = request.options;
  return writeExportFile(
    request.options.format,
    {
      title: source.title,
      subtitle: `${EXPORT_KIND_LABELS[request.kind]}. ${describeRange(from, to)} (${EXPORT_DATE_MEANING[request.kind]}).`,
      columns: source.columns,
      batches: () => readBatches(source, hooks),
      count: source.count,
    },
    out,
  );
}

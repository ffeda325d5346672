import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { todayInLondon } from '../../../shared/format';
import { AuditFilters, formatAuditTimestamp } from '../../../shared/settings/audit-log';
import { actorOf } from '../../auth/api-guard';
import type { Db } from '../../db/client';
import { toCsvField } from '../inspections/export-csv';
import { readAuditBatch, type AuditBatchCursor, type AuditRow } from './service';

const BATCH = 1000;
const HEADER = ['Timestamp', 'User', 'Action', 'Resource', 'Resource ID', 'Details', 'IP Address'];

const toCsvLine = (fields: string[]) => `${fields.map(toCsvField).join(',')}\r\n`;

export function auditCsvFields(row: AuditRow): string[] {
  return [
    formatAuditTimestamp(row.timestamp),
    row.userEmail ?? 'System',
    row.action,
    row.resource,
    row.resourceId ?? '',
    row.details ? JSON.stringify(row.details) : '',
    row.ipAddress ?? '',
  ];
}

/**
 * Writes the CSV in keyset batches, each its own short query: PGlite has one
 * connection, so a long cursor transaction would stall every other request.
 */
export async function streamAuditCsv(
  db: Db,
  tenantId: string,
  filters: AuditFilters,
  write: (chunk: string) => Promise<void>,
): Promise<number> {
  await write(toCsvLine(HEADER));
  let cursor: AuditBatchCursor = null;
  let written = 0;
  for (;;) {
    const batch = await readAuditBatch(db, tenantId, filters, cursor, BATCH);
    if (batch.length === 0) break;
    await write(batch.map((b) => toCsvLine(auditCsvFields(b.row))).join(''));
    written += batch.length;
    cursor = batch[batch.length - 1]!.cursor;
    if (batch.length < BATCH) break;
  }
  return written;
}

/** Resolves when the chunk is buffered; rejects once the client has gone away. */
function writerFor(stream: PassThrough) {
  return (chunk: string) =>
    new Promise<void>((resolve, reject) => {
      if (stream.destroyed) return reject(new Error('client disconnected'));
      if (stream.write(chunk)) return resolve();
      const onDrain = () => {
        stream.off('close', onClose);
        resolve();
      };
      const onClose = () => {
        stream.off('drain', onDrain);
        reject(new Error('client disconnected'));
      };
      stream.once('drain', onDrain);
      stream.once('close', onClose);
    });
}

/** GET /api/audit/export.csv?userId&action&resource&from&to: the filtered audit log (audit:view). */
export function registerAuditExport(app: FastifyInstance) {
  app.get(
    '/api/audit/export.csv',
    { config: { requires: 'audit:view' } },
    async (request, reply) => {
      const { db, tenantId } = actorOf(request);
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, string>).filter(([, v]) => v !== ''),
      );
      const filters = AuditFilters.safeParse(query);
      if (!filters.success) {
        return reply
          .status(400)
          .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
      }
      const stream = new PassThrough();
      streamAuditCsv(db, tenantId, filters.data, writerFor(stream))
        .then(() => stream.end())
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'audit export failed');
          stream.destroy(error instanceof Error ? error : new Error('export failed'));
        });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${todayInLondon()}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}

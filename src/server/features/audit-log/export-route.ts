import type { FastifyInstance } from 'fastify';
import { todayInLondon } from '@/shared/format';
import { AuditFilters, formatAuditTimestamp } from '@/shared/settings/audit-log';
import { actorOf } from '@/server/auth/api-guard';
import type { Db } from '@/server/db/client';
import { toCsvLine, toCsvLines } from '@/server/lib/csv';
import { CONTENT_TYPES, sendStreamedFile } from '@/server/lib/file-reply';
import { createChunkWriter, type WriteChunk } from '@/server/lib/stream-writer';
import { readAuditBatch, type AuditBatchCursor, type AuditRow } from './service';

const BATCH = 1000;
const HEADER = ['Timestamp', 'User', 'Action', 'Resource', 'Resource ID', 'Details', 'IP Address'];

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
  write: WriteChunk,
): Promise<number> {
  await write(toCsvLine(HEADER));
  let cursor: AuditBatchCursor = null;
  let written = 0;
  for (;;) {
    const batch = await readAuditBatch(db, tenantId, filters, cursor, BATCH);
    if (batch.length === 0) break;
    await write(toCsvLines(batch.map((b) => auditCsvFields(b.row))));
    written += batch.length;
    cursor = batch[batch.length - 1]!.cursor;
    if (batch.length < BATCH) break;
  }
  return written;
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
      return sendStreamedFile(request, reply, {
        contentType: CONTENT_TYPES.csv,
        fileName: `audit-log-${todayInLondon()}.csv`,
        produce: (out) => streamAuditCsv(db, tenantId, filters.data, createChunkWriter(out)),
      });
    },
  );
}

import { todayInLondon } from '@/shared/format';
import type { FastifyInstance } from 'fastify';
import { InspectionFilters } from '@/shared/inspections/queries';
import { actorOf } from '@/server/auth/api-guard';
import { CONTENT_TYPES, sendStreamedFile } from '@/server/lib/file-reply';
import { createChunkWriter } from '@/server/lib/stream-writer';
import { streamInspectionsCsv } from './export-csv';

/** GET /api/inspections/export.csv: the View Inspections CSV of the current filters, streamed. */
// Any signed-in user: the rows are narrowed to what they may see by the service (scope.ts).
export function registerInspectionExport(app: FastifyInstance) {
  app.get(
    '/api/inspections/export.csv',
    { config: { requires: 'session' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const filters = InspectionFilters.safeParse(request.query);
      if (!filters.success) {
        return reply
          .status(400)
          .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
      }
      // A client that goes away makes the writer throw, so the export's transaction
      // (and PGlite's one connection) is released instead of waiting.
      return sendStreamedFile(request, reply, {
        contentType: CONTENT_TYPES.csv,
        fileName: `inspections-export-${todayInLondon()}.csv`,
        produce: (out) => streamInspectionsCsv(actor, filters.data, createChunkWriter(out)),
      });
    },
  );
}

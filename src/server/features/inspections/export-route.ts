import { PassThrough } from 'node:stream';
import { todayInLondon } from '../../../shared/format';
import type { FastifyInstance } from 'fastify';
import { InspectionFilters } from '../../../shared/inspections/queries';
import { actorOf } from '../../auth/api-guard';
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
      const stream = new PassThrough();
      // A client that goes away must not leave the export's transaction (and PGlite's one connection) waiting.
      const write = (chunk: string) =>
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
      streamInspectionsCsv(actor, filters.data, write)
        .then(() => stream.end())
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'inspection export failed');
          stream.destroy(error instanceof Error ? error : new Error('export failed'));
        });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="inspections-export-${todayInLondon()}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}

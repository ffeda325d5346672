import type { FastifyInstance } from 'fastify';
import { todayInLondon } from '@/shared/format';
import { actorOf } from '@/server/auth/api-guard';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import { findMonitoringReport } from './reports/report-catalogue';
import { toCsv, toXlsx } from './reports/report-format';

const FILE_PATTERN = /^([a-z-]+)\.(csv|xlsx)$/;

/** GET /api/monitoring/reports/:report.(csv|xlsx): one Reports-tab card as a file, from current data. */
export function registerMonitoringReportRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/api/monitoring/reports/:file',
    { config: { requires: 'installers:view' } },
    async (request, reply) => {
      const { db, tenantId } = actorOf(request);
      const match = FILE_PATTERN.exec(request.params.file);
      const report = findMonitoringReport(match?.[1] ?? '');
      const format = match?.[2];
      if (!report) return reply.status(404).send({ error: 'Report not found.' });
      const now = new Date();
      const table = await report.build(db, tenantId, now);
      const fileName = `monitoring-${report.slug}-${todayInLondon(now)}.${format}`;
      if (format === 'xlsx') {
        return setFileHeaders(reply, { contentType: CONTENT_TYPES.xlsx, fileName }).send(
          await toXlsx(report.title, table),
        );
      }
      return setFileHeaders(reply, { contentType: CONTENT_TYPES.csv, fileName }).send(toCsv(table));
    },
  );
}

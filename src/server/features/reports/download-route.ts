import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { actorOf } from '@/server/auth/api-guard';
import { generatedReports } from '@/server/db/schema/index';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { REPORT_CONTENT_TYPES } from './report-writers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/reports/:id/download: the stored file of one of the user's own completed reports. */
export function registerReportDownload(app: FastifyInstance, deps: { storage: Storage }) {
  const route = { config: { requires: 'reports:export' } } as const;
  app.get<{ Params: { id: string } }>(
    '/api/reports/:id/download',
    route,
    async (request, reply) => {
      const { db, tenantId, user } = actorOf(request);
      const userId = user.id;
      const id = request.params.id;
      const notFound = () => reply.status(404).send({ error: 'Report not found.' });
      if (!UUID.test(id)) return notFound();
      const [report] = await db
        .select()
        .from(generatedReports)
        .where(
          and(
            eq(generatedReports.id, id),
            eq(generatedReports.tenantId, tenantId),
            eq(generatedReports.ownerId, userId),
          ),
        );
      if (!report) return notFound();
      if (report.status !== 'completed' || !report.storageKey) {
        return reply.status(409).send({ error: 'This report is not ready yet.' });
      }
      let file;
      try {
        file = await deps.storage.getFile(report.storageKey);
      } catch (error) {
        if (error instanceof StorageFileNotFoundError) return notFound();
        throw error;
      }
      const date = todayInLondon(report.completedAt ?? report.createdAt);
      return setFileHeaders(reply, {
        contentType: REPORT_CONTENT_TYPES[report.format],
        fileName: `inspecthub-report-${report.preset}-${date}.${report.format}`,
      }).send(file);
    },
  );
}

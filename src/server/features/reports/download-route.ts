import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '../../../shared/format';
import type { Auth } from '../../auth/auth';
import { toFetchHeaders } from '../../auth/fastify-bridge';
import { resolveSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { generatedReports } from '../../db/schema/index';
import { StorageFileNotFoundError, type Storage } from '../../storage/storage';
import { hasPermission } from '../permissions/service';
import { REPORT_CONTENT_TYPES } from './report-writers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/reports/:id/download: the stored file of one of the user's own completed reports. */
export function registerReportDownload(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; storage: Storage },
) {
  app.get<{ Params: { id: string } }>('/api/reports/:id/download', async (request, reply) => {
    const session = await resolveSessionUser(deps.auth, toFetchHeaders(request));
    if (!session) return reply.status(401).send({ error: 'Please sign in to continue.' });
    const { tenantId, role, id: userId } = session.user;
    if (!(await hasPermission(deps.db, tenantId, role, 'reports:export'))) {
      return reply
        .status(403)
        .send({ error: 'You do not have permission to do this (reports:export).' });
    }
    const id = request.params.id;
    const notFound = () => reply.status(404).send({ error: 'Report not found.' });
    if (!UUID.test(id)) return notFound();
    const [report] = await deps.db
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
    const filename = `inspecthub-report-${report.preset}-${date}.${report.format}`;
    return reply
      .header('content-type', REPORT_CONTENT_TYPES[report.format])
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}

import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayInLondon } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import { actorOf } from '@/server/auth/api-guard';
import {
  isInstallationOperator,
  OPERATOR_ONLY_MESSAGE,
  type OperatorConfig,
} from '@/server/auth/operator';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import { listRecentLogLines } from '@/server/logger';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { backupKey, findBackup } from './backup';
import { tenantExportLines } from './tenant-export';

type Deps = OperatorConfig & { storage: Storage };

const settingsManager = { config: { requires: 'settings:manage' } } as const;

// pg_dump's custom format (compressed inside); not octet-stream, which would be gzipped again.
const PG_DUMP_TYPE = 'application/vnd.postgresql.dump';

/**
 * GET /api/maintenance/logs.txt: this server's recent log lines (Export Logs).
 * GET /api/maintenance/backups/:name: one kept installation backup.
 * Both hold every tenant's data, so they are the installation operator's
 * alone (auth/operator.ts). GET /api/maintenance/tenant-export: the signed-in
 * ADMIN's own tenant as gzipped JSON lines. All need settings:manage and are audited.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, deps: Deps) {
  const refuseUnlessOperator = async (actor: Actor, reply: FastifyReply) => {
    if (await isInstallationOperator(actor.db, actor.user, deps)) return false;
    await reply.status(403).send({ error: OPERATOR_ONLY_MESSAGE });
    return true;
  };

  app.get('/api/maintenance/logs.txt', settingsManager, async (request, reply) => {
    const actor = actorOf(request);
    if (await refuseUnlessOperator(actor, reply)) return reply;
    const lines = listRecentLogLines();
    await writeAudit(actor.db, actor, {
      action: 'export',
      resource: 'system_logs',
      details: { lines: lines.length },
    });
    return setFileHeaders(reply, {
      contentType: CONTENT_TYPES.txt,
      fileName: `system-logs-${todayInLondon()}.txt`,
    }).send(lines.length > 0 ? `${lines.join('\n')}\n` : 'No log lines recorded yet.\n');
  });

  app.get<{ Params: { name: string } }>(
    '/api/maintenance/backups/:name',
    settingsManager,
    async (request, reply) => {
      const actor = actorOf(request);
      if (await refuseUnlessOperator(actor, reply)) return reply;
      const backup = await findBackup(actor.db, request.params.name);
      if (!backup) return reply.status(404).send({ error: 'Backup not found.' });
      const body = await deps.storage.getFile(backupKey(backup.name)).catch(() => null);
      if (!body) return reply.status(404).send({ error: 'Backup not found.' });
      await writeAudit(actor.db, actor, {
        action: 'download',
        resource: 'database_backup',
        resourceId: backup.name,
      });
      // Both kinds are compressed already, so neither type is one @fastify/compress re-compresses.
      const contentType = backup.name.endsWith('.gz') ? CONTENT_TYPES.gzip : PG_DUMP_TYPE;
      return setFileHeaders(reply, { contentType, fileName: backup.name })
        .header('content-length', String(backup.size))
        .send(body);
    },
  );

  app.get('/api/maintenance/tenant-export', settingsManager, async (request, reply) => {
    const actor = actorOf(request);
    await writeAudit(actor.db, actor, { action: 'export', resource: 'tenant_data' });
    const lines = Readable.from(tenantExportLines(actor.db, actor.tenantId, new Date()));
    return setFileHeaders(reply, {
      contentType: CONTENT_TYPES.gzip,
      fileName: `inspecthub-tenant-export-${todayInLondon()}.ndjson.gz`,
    }).send(lines.pipe(createGzip()));
  });
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { todayInLondon } from '../../../shared/format';
import { writeAudit } from '../../audit/write-audit';
import { actorOf } from '../../auth/api-guard';
import { CONTENT_TYPES, setFileHeaders } from '../../lib/file-reply';
import { listRecentLogLines } from '../../logger';
import { backupDirectory, isBackupName } from './backup';

type Deps = { dataDir: string };

const settingsManager = { config: { requires: 'settings:manage' } } as const;

/**
 * GET /api/maintenance/logs.txt: this server's recent log lines (Export Logs).
 * GET /api/maintenance/backups/:name: one kept database backup.
 * Both need settings:manage and are audited: logs hold IP addresses, a backup holds everything.
 */
// pg_dump's custom format (compressed inside); not octet-stream, which would be gzipped again.
const PG_DUMP_TYPE = 'application/vnd.postgresql.dump';

export function registerMaintenanceRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/maintenance/logs.txt', settingsManager, async (request, reply) => {
    const actor = actorOf(request);
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
      const { name } = request.params;
      const path = join(backupDirectory(deps.dataDir), name);
      const info = isBackupName(name) ? await stat(path).catch(() => null) : null;
      if (!info) return reply.status(404).send({ error: 'Backup not found.' });
      await writeAudit(actor.db, actor, {
        action: 'download',
        resource: 'database_backup',
        resourceId: name,
      });
      // Both kinds are compressed already, so neither type is one @fastify/compress re-compresses.
      const contentType = name.endsWith('.gz') ? CONTENT_TYPES.gzip : PG_DUMP_TYPE;
      return setFileHeaders(reply, { contentType, fileName: name })
        .header('content-length', String(info.size))
        .send(createReadStream(path));
    },
  );
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayInLondon } from '../../../shared/format';
import type { Auth } from '../../auth/auth';
import { writeAudit } from '../../audit/write-audit';
import { toFetchHeaders } from '../../auth/fastify-bridge';
import { resolveSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { listRecentLogLines } from '../../logger';
import { hasPermission } from '../permissions/service';
import { backupDirectory, isBackupName } from './backup';

type Deps = { auth: Auth; db: Db; dataDir: string };

/** The signed-in user when they may manage settings; otherwise the reply is sent and null returned. */
async function requireSettingsManager(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const session = await resolveSessionUser(deps.auth, toFetchHeaders(request));
  if (!session) {
    await reply.status(401).send({ error: 'Please sign in to continue.' });
    return null;
  }
  const { tenantId, role } = session.user;
  if (!(await hasPermission(deps.db, tenantId, role, 'settings:manage'))) {
    await reply
      .status(403)
      .send({ error: 'You do not have permission to do this (settings:manage).' });
    return null;
  }
  return session.user;
}

/**
 * GET /api/maintenance/logs.txt: this server's recent log lines (Export Logs).
 * GET /api/maintenance/backups/:name: one kept database backup.
 * Both need settings:manage and are audited: logs hold IP addresses, a backup holds everything.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/maintenance/logs.txt', async (request, reply) => {
    const user = await requireSettingsManager(deps, request, reply);
    if (!user) return reply;
    const lines = listRecentLogLines();
    await writeAudit(
      deps.db,
      { tenantId: user.tenantId, user, ip: request.ip },
      { action: 'export', resource: 'system_logs', details: { lines: lines.length } },
    );
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="system-logs-${todayInLondon()}.txt"`)
      .header('cache-control', 'no-store')
      .send(lines.length > 0 ? `${lines.join('\n')}\n` : 'No log lines recorded yet.\n');
  });

  app.get<{ Params: { name: string } }>(
    '/api/maintenance/backups/:name',
    async (request, reply) => {
      const user = await requireSettingsManager(deps, request, reply);
      if (!user) return reply;
      const { name } = request.params;
      const path = join(backupDirectory(deps.dataDir), name);
      const info = isBackupName(name) ? await stat(path).catch(() => null) : null;
      if (!info) return reply.status(404).send({ error: 'Backup not found.' });
      await writeAudit(
        deps.db,
        { tenantId: user.tenantId, user, ip: request.ip },
        { action: 'download', resource: 'database_backup', resourceId: name },
      );
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(info.size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
}

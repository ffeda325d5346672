import type { FastifyInstance } from 'fastify';
import { EXPORT_KIND_REQUIRES, EXPORT_KINDS, type ExportFormat } from '@/shared/exports/catalogue';
import { parseExportQuery } from '@/shared/exports/schemas';
import { todayInLondon } from '@/shared/format';
import { actorOf } from '@/server/auth/api-guard';
import { writeAudit } from '@/server/audit/write-audit';
import { CONTENT_TYPES, sendStreamedFile } from '@/server/lib/file-reply';
import { openExportSource, streamExport } from './stream-export';

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: CONTENT_TYPES.csv,
  xlsx: CONTENT_TYPES.xlsx,
  json: CONTENT_TYPES.json,
  pdf: CONTENT_TYPES.pdf,
};

const RESOURCE = {
  inspections: 'inspection',
  installers: 'installer',
  defects: 'defect',
  payments: 'payment',
} as const;

/**
 * GET /api/exports/{inspections|installers|defects|payments}?format&from&to&<the list's filters>:
 * the Export Data file, streamed (docs/exports.md). Each kind needs its list's
 * view permission and shows only the rows the list would show the user.
 */
export function registerExportRoutes(app: FastifyInstance) {
  for (const kind of EXPORT_KINDS) {
    app.get(
      `/api/exports/${kind}`,
      { config: { requires: EXPORT_KIND_REQUIRES[kind] } },
      async (request, reply) => {
        const actor = actorOf(request);
        const parsed = parseExportQuery(kind, request.query as Record<string, unknown>);
        if (!parsed.success) return reply.status(400).send({ error: parsed.message });
        const { options, filters } = parsed.data;
        // Scope and permissions are read here, before any row is sent.
        const source = await openExportSource(actor, parsed.data);
        await writeAudit(actor.db, actor, {
          action: 'export',
          resource: RESOURCE[kind],
          details: {
            format: options.format,
            from: options.from ?? null,
            to: options.to ?? null,
            filters,
          },
        });
        return sendStreamedFile(request, reply, {
          contentType: CONTENT_TYPE[options.format],
          fileName: `${kind}-export-${todayInLondon()}.${options.format}`,
          produce: (out) => streamExport(source, parsed.data, out),
        });
      },
    );
  }
}

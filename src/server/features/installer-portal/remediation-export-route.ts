import type { FastifyInstance } from 'fastify';
import { todayInLondon } from '@/shared/format';
import { StaffRemediationsExportInput } from '@/shared/installer-portal/remediations';
import { portalTimeLeft } from '@/shared/installer-portal/views';
import { actorOf } from '@/server/auth/api-guard';
import { writeAudit } from '@/server/audit/write-audit';
import { CONTENT_TYPES, sendStreamedFile } from '@/server/lib/file-reply';
import { instantCell, type Cell } from '../exports/cells';
import { writeExportFile } from '../exports/writers';
import { listStaffRemediationsForExport } from './remediation-staff-list';

const COLUMNS = [
  'Reference',
  'Item',
  'Severity',
  'Installer',
  'State',
  'Deadline',
  'Time left',
  'Submitted',
  'Submitted by',
  'Late',
  'Review due',
  'Rejection reason',
  'Accepted',
] as const;

/** The query string as the list's filters ('true' for the late-only tick box). */
function filtersOf(query: Record<string, unknown>) {
  const raw = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
  );
  return StaffRemediationsExportInput.safeParse({ ...raw, lateOnly: raw.lateOnly === 'true' });
}

/**
 * GET /api/remediations/export.xlsx?installerId&state&lateOnly&search: the staff Remediations
 * list with its filters, every row, through the exports' XLSX writer (dates as real cells).
 */
export function registerRemediationExport(app: FastifyInstance) {
  app.get(
    '/api/remediations/export.xlsx',
    { config: { requires: 'checklists:overturn' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const filters = filtersOf(request.query as Record<string, unknown>);
      if (!filters.success)
        return reply
          .status(400)
          .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
      const now = new Date();
      const rows = await listStaffRemediationsForExport(actor, filters.data, now);
      await writeAudit(actor.db, actor, {
        action: 'export',
        resource: 'remediation',
        details: { format: 'xlsx', filters: filters.data, rows: rows.length },
      });
      const table: Cell[][] = rows.map((r) => [
        r.reference,
        `${r.itemId} ${r.label}`,
        r.severity ?? 'Not classified',
        r.installerName ?? '',
        r.state,
        instantCell(r.dueAt),
        r.evidenceSubmittedAt || r.acceptedAt ? '' : portalTimeLeft(r.dueAt, r.severity, now).text,
        instantCell(r.evidenceSubmittedAt),
        r.submittedByName ?? '',
        r.isLate ? 'Yes' : 'No',
        instantCell(r.reviewDueAt),
        r.rejectionReason ?? '',
        instantCell(r.acceptedAt),
      ]);
      return sendStreamedFile(request, reply, {
        contentType: CONTENT_TYPES.xlsx,
        fileName: `remediations-${todayInLondon()}.xlsx`,
        produce: (out) =>
          writeExportFile(
            'xlsx',
            {
              title: 'Remediations',
              subtitle: '',
              columns: COLUMNS,
              // eslint-disable-next-line @typescript-eslint/require-await -- one batch, already read
              batches: async function* () {
                yield table;
              },
              count: () => Promise.resolve(table.length),
            },
            out,
          ),
      });
    },
  );
}

import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { ReportPage } from '@/shared/public-api/responses';
import { listReportsSchema, reportIdSchema } from '@/shared/reports/schemas';
import { generatedReports } from '@/server/db/schema/index';
import { REPORT_CONTENT_TYPES } from '@/server/features/reports/report-writers';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { defineOperation, type FileAnswer } from '../operation';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Report not found.' });

/**
 * The stored file of one of the key owner's completed reports: the same rule as the app's
 * download route (reports/download-route.ts), which has it inline in its handler.
 */
async function reportFile(actor: Actor, storage: Storage, id: string): Promise<FileAnswer> {
  const [report] = await actor.db
    .select()
    .from(generatedReports)
    .where(
      and(
        eq(generatedReports.id, id),
        eq(generatedReports.tenantId, actor.tenantId),
        eq(generatedReports.ownerId, actor.user.id),
      ),
    );
  if (!report) throw notFound();
  if (report.status !== 'completed' || !report.storageKey)
    throw new TRPCError({ code: 'CONFLICT', message: 'This report is not ready yet.' });
  try {
    const body = await storage.getFile(report.storageKey);
    const date = todayInLondon(report.completedAt ?? report.createdAt);
    return {
      kind: 'file',
      body,
      contentType: REPORT_CONTENT_TYPES[report.format],
      fileName: `inspecthub-report-${report.preset}-${date}.${report.format}`,
    };
  } catch (error) {
    if (error instanceof StorageFileNotFoundError) throw notFound();
    throw error;
  }
}

export const reportOperations = [
  defineOperation({
    method: 'GET',
    path: '/reports',
    operationId: 'listReports',
    summary: "List the key owner's generated reports",
    tag: 'Reports',
    requires: 'reports:view_all',
    query: listReportsSchema,
    response: ReportPage,
    handler: ({ caller, query }) => caller.reports.list(query),
  }),
  defineOperation({
    method: 'GET',
    path: '/reports/{id}/file',
    operationId: 'downloadReport',
    summary: 'Download a generated report',
    tag: 'Reports',
    requires: 'reports:export',
    params: reportIdSchema,
    file: { contentType: 'application/octet-stream' },
    handler: ({ ctx, services, params }) => reportFile(ctx, services.storage, params.id),
  }),
];

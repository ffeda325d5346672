import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { formatDate, todayInLondon } from '@/shared/format';
import { InstallerFiltersInput } from '@/shared/installers/schemas';
import { actorOf } from '@/server/auth/api-guard';
import { installers } from '@/server/db/schema/index';
import { toCsvLines } from '@/server/lib/csv';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import { derivedColumns, installerOrder, installerWhere, rowColumns } from './list-query';

const COLUMNS = [
  'Name',
  'QMP Cert Number',
  'Company Number',
  'Email',
  'Phone',
  'Status',
  'Monitoring',
  'Risk Score',
  'Compliance Rate',
  'Last Inspection',
  'Next Due Date',
  'Inspection Status',
  'Total Inspections',
] as const;

/** GET /api/installers/export.(csv|xlsx): the installer list of the current filters. */
export function registerInstallerExport(app: FastifyInstance) {
  app.get<{ Params: { format: string } }>(
    '/api/installers/export.:format',
    { config: { requires: 'installers:view' } },
    async (request, reply) => {
      const format = request.params.format;
      if (format !== 'csv' && format !== 'xlsx')
        return reply.status(404).send({ error: 'Not Found' });
      const { db, tenantId } = actorOf(request);
      const filters = InstallerFiltersInput.safeParse(request.query);
      if (!filters.success)
        return reply
          .status(400)
          .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
      // Installers number in the thousands per tenant, so one query is fine here.
      const rows = await db
        .select({ ...rowColumns, ...derivedColumns(tenantId) })
        .from(installers)
        .where(installerWhere(tenantId, filters.data))
        .orderBy(...installerOrder(filters.data));
      const table = rows.map((r) => [
        r.name,
        r.qmpCertNumber ?? '',
        r.companyNumber ?? '',
        r.email ?? '',
        r.phone ?? '',
        r.status,
        r.monitoringType,
        r.riskScore.toFixed(1),
        r.complianceRate === null ? 'N/A' : `${r.complianceRate}%`,
        formatDate(r.lastInspection),
        formatDate(r.nextDueDate),
        r.inspectionStatus,
        String(r.totalInspections),
      ]);
      const fileName = `installers-export-${todayInLondon()}.${format}`;
      if (format === 'csv') {
        return setFileHeaders(reply, { contentType: CONTENT_TYPES.csv, fileName }).send(
          toCsvLines([COLUMNS, ...table]),
        );
      }
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Installers');
      sheet.addRow([...COLUMNS]).font = { bold: true };
      for (const fields of table) sheet.addRow(fields);
      sheet.columns.forEach((column) => (column.width = 18));
      const buffer = await workbook.xlsx.writeBuffer();
      return setFileHeaders(reply, { contentType: CONTENT_TYPES.xlsx, fileName }).send(
        Buffer.from(buffer),
      );
    },
  );
}

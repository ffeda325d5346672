import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/shared/payments/catalogue';
import type { PaymentFiltersValues } from '@/shared/payments/schemas';
import { inspections, installers, payments } from '@/server/db/schema/index';
import { toFormulaSafeText } from '@/server/lib/csv';
import { waitForDrain } from '@/server/lib/stream-writer';
import type { Actor } from '@/server/trpc/actor';
import { summarisePayments } from './list';
import { paymentColumns, paymentOrder, paymentWhere } from './query-parts';

const BATCH = 1000;
const GBP_FORMAT = '"£"#,##0.00';
const asPounds = (pence: number) => pence / 100;
const asDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/**
 * 'Financial Report': a Summary sheet and a Payments sheet of the current
 * filters, streamed in batches so a large ledger is never held whole in memory.
 */
export async function writeFinancialReport(
  actor: Actor,
  filters: PaymentFiltersValues,
  output: Writable,
  now = new Date(),
) {
  const today = todayInLondon(now);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'InspectHub';

  writeSummarySheet(workbook, await summarisePayments(actor, now), today);

  const sheet = workbook.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Reference', key: 'reference', width: 18 },
    { header: 'Installer', key: 'installer', width: 32 },
    { header: 'Inspection', key: 'inspection', width: 18 },
    { header: 'Description', key: 'description', width: 40 },
    { header: 'Amount (GBP)', key: 'amount', width: 14, style: { numFmt: GBP_FORMAT } },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Due date', key: 'dueDate', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Invoice number', key: 'invoiceNumber', width: 18 },
    { header: 'Invoice date', key: 'invoiceDate', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Paid date', key: 'paidDate', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const where = paymentWhere(actor.tenantId, filters, today);
  let totalPence = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await actor.db
      .select(paymentColumns(today))
      .from(payments)
      .innerJoin(installers, eq(installers.id, payments.installerId))
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
      .where(where)
      .orderBy(...paymentOrder('dueDate', 'asc'))
      .limit(BATCH)
      .offset(offset);
    for (const row of rows) {
      totalPence += row.amountPence;
      sheet
        .addRow({
          reference: row.reference,
          installer: row.installerName,
          inspection: row.inspectionReference,
          description: toFormulaSafeText(row.description),
          amount: asPounds(row.amountPence),
          status: PAYMENT_STATUS_LABELS[row.status as PaymentStatus] ?? row.status,
          dueDate: asDate(row.dueDate),
          invoiceNumber: row.invoiceNumber ?? 'N/A',
          invoiceDate: asDate(row.invoiceDate) ?? 'N/A',
          paidDate: asDate(row.paidDate) ?? 'N/A',
        })
        .commit();
    }
    // ExcelJS writes without waiting: hold the next batch until a slow reader catches up.
    await waitForDrain(output);
    if (rows.length < BATCH) break;
  }
  const total = sheet.addRow({ reference: 'Total', amount: asPounds(totalPence) });
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}

type Workbook = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

/** The Summary sheet: the figures the Payments page shows above its table. */
function writeSummarySheet(
  workbook: Workbook,
  summary: Awaited<ReturnType<typeof summarisePayments>>,
  today: string,
) {
  const summarySheet = workbook.addWorksheet('Summary');
  summarySheet.columns = [
    { header: 'Figure', key: 'figure', width: 32 },
    { header: 'Value', key: 'value', width: 18 },
  ];
  summarySheet.getRow(1).font = { bold: true };
  const money = (figure: string, pence: number) =>
    (summarySheet.addRow({ figure, value: asPounds(pence) }).getCell(2).numFmt = GBP_FORMAT);
  summarySheet.addRow({ figure: 'Report date', value: asDate(today) }).getCell(2).numFmt =
    'dd/mm/yyyy';
  money('Total outstanding', summary.totalOutstandingPence);
  money('Paid this month', summary.paidThisMonthPence);
  money('Overdue amount', summary.overduePence);
  summarySheet.addRow({ figure: 'Overdue payments', value: summary.overdueCount }).commit();
  summarySheet.addRow({ figure: 'Pending payments', value: summary.pendingCount }).commit();
  summarySheet.commit();
}

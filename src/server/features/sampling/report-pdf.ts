import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import { formatDate, formatDateTime } from '@/shared/format';
import type { QuarterlySchemeReport } from './report';
import { installerTable, schemeTotalsTable, type SchemeReportTable } from './report-tables';

/**
 * Installer and category rows a PDF holds at most. pdfmake lays a table cell out in about a
 * tenth of a millisecond, so a programme of 500 installers (over a thousand rows, twenty
 * columns) would take many seconds; past this many rows the PDF shows the rows that most need
 * attention and says the workbook has every row (docs/sampling.md).
 */
export const QUARTERLY_PDF_ROW_LIMIT = 200;

type Row = QuarterlySchemeReport['rows'][number];

/** Most in need of attention first: the highest fail rate in a band, then the most outstanding. */
const byAttention = (a: Row, b: Row) =>
  Number(b.band !== null) - Number(a.band !== null) ||
  (b.failRatePercent ?? -1) - (a.failRatePercent ?? -1) ||
  b.outstanding - a.outstanding ||
  a.installerName.localeCompare(b.installerName);

const pdfText = (cell: SchemeReportTable['rows'][number][number]): string =>
  typeof cell === 'object'
    ? cell.percent === null
      ? 'N/A'
      : `${cell.percent.toFixed(1)}%`
    : String(cell);

function tableContent(table: SchemeReportTable, note?: string): Content[] {
  return [
    { text: table.title, fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
    ...(note
      ? [{ text: note, bold: true, margin: [0, 0, 0, 4] as [number, number, number, number] }]
      : []),
    {
      table: {
        headerRows: 1,
        // A row is read across: never half on one page and half on the next.
        dontBreakRows: true,
        body: [
          table.columns.map((c) => ({ text: c, bold: true })),
          ...table.rows.map((cells, i) =>
            cells.map((c) =>
              table.totalRows.has(i) ? { text: pdfText(c), bold: true } : pdfText(c),
            ),
          ),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

function installerContent(report: QuarterlySchemeReport): Content[] {
  const total = report.rows.length;
  if (total <= QUARTERLY_PDF_ROW_LIMIT) return tableContent(installerTable(report));
  const shown = [...report.rows].sort(byAttention).slice(0, QUARTERLY_PDF_ROW_LIMIT);
  return tableContent(
    installerTable(report, shown),
    `This PDF shows the ${shown.length} of ${total} installer and category rows most in need of attention (in a fail-rate band, then the most inspections outstanding); the totals are over all ${total}. Generate the report as Excel for every row and the breakdown per scheme.`,
  );
}

/** The quarterly scheme report for reading and filing: the schemes, then installers and categories. */
export function quarterlyReportPdf(
  report: QuarterlySchemeReport,
  generatedAt: Date,
): Promise<Buffer> {
  const title = `InspectHub Quarterly Scheme Report ${report.quarter}`;
  const doc: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    pageSize: 'A3',
    pageMargins: [24, 32, 24, 32],
    defaultStyle: { font: PDF_FONT, fontSize: 7 },
    info: { title },
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 10, 0, 0],
    }),
    content: [
      { text: title, fontSize: 14, bold: true },
      {
        text: `Measures installed ${formatDate(report.days.from)} to ${formatDate(report.days.to)}, judged by the sampling rules effective from ${formatDate(report.rulesEffectiveFrom)}. Remediations overdue as at ${formatDateTime(generatedAt)}.`,
        margin: [0, 4, 0, 0],
      },
      { text: `Generated ${formatDateTime(generatedAt)}.`, margin: [0, 2, 0, 4] },
      ...(report.rows.length === 0
        ? [
            {
              text: 'No measures were installed in this quarter.',
              italics: true,
              margin: [0, 8, 0, 0] as [number, number, number, number],
            },
          ]
        : [...tableContent(schemeTotalsTable(report)), ...installerContent(report)]),
    ],
  };
  return renderPdfBuffer(doc);
}

import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import { formatDate, formatDateTime } from '@/shared/format';
import type { QuarterlySchemeReport } from './report';
import { installerTable, schemeTable, type SchemeReportTable } from './report-tables';

const pdfText = (cell: SchemeReportTable['rows'][number][number]): string =>
  typeof cell === 'object'
    ? cell.percent === null
      ? 'N/A'
      : `${cell.percent.toFixed(1)}%`
    : String(cell);

function tableContent(table: SchemeReportTable): Content[] {
  return [
    { text: table.title, fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        body: [
          table.columns.map((c) => ({ text: c, bold: true })),
          ...table.rows.map((cells, i) =>
            cells.map((c) => ({ text: pdfText(c), bold: table.totalRows.has(i) })),
          ),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The quarterly scheme report for reading and filing: the same tables as the workbook. */
export function quarterlyReportPdf(
  report: QuarterlySchemeReport,
  generatedAt: Date,
): Promise<Buffer> {
  const title = `InspectHub Quarterly Scheme Report ${report.quarter}`;
  const doc: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    pageSize: 'A3',
    pageMargins: [24, 32, 24, 32],
    defaultStyle: { font: PDF_FONT, fontSize: 6 },
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
        : [...tableContent(installerTable(report)), ...tableContent(schemeTable(report))]),
    ],
  };
  return renderPdfBuffer(doc);
}

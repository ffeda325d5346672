import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate } from '@/shared/format';
import { formatMoney } from '@/shared/payments/money';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';

export type InvoiceContent = {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  issuer: string;
  payment: { reference: string; description: string; amountPence: number };
  installer: { name: string; address: string | null; email: string | null };
  inspection: { reference: string; propertyAddress: string; measureLabel: string };
};

/** A one-page A4 invoice. */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const amount = formatMoney(content.payment.amountPence);
  const definition: TDocumentDefinitions = {
    info: { title: `Invoice ${content.invoiceNumber}`, author: content.issuer },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: PDF_FONT, fontSize: 10 },
    content: [
      {
        columns: [
          { text: content.issuer, style: 'issuer' },
          { text: 'INVOICE', style: 'title', alignment: 'right' },
        ],
      },
      {
        margin: [0, 16, 0, 16],
        columns: [
          {
            stack: [
              { text: 'Bill to', bold: true },
              content.installer.name,
              content.installer.address ?? '',
              content.installer.email ?? '',
            ],
          },
          {
            alignment: 'right',
            stack: [
              `Invoice number: ${content.invoiceNumber}`,
              `Invoice date: ${formatDate(content.invoiceDate)}`,
              `Due date: ${formatDate(content.dueDate)}`,
              `Payment reference: ${content.payment.reference}`,
            ],
          },
        ],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: 'Description', bold: true },
              { text: 'Inspection', bold: true },
              { text: 'Amount', bold: true, alignment: 'right' },
            ],
            [
              {
                stack: [
                  content.payment.description,
                  { text: content.inspection.propertyAddress, color: '#555555' },
                  { text: content.inspection.measureLabel, color: '#555555' },
                ],
              },
              content.inspection.reference,
              { text: amount, alignment: 'right' },
            ],
            [
              { text: 'Total due', bold: true, colSpan: 2 },
              '',
              { text: amount, bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 24, 0, 0],
        text: `Please quote ${content.invoiceNumber} with your payment. Amounts are in pounds sterling (GBP).`,
        color: '#555555',
      },
    ],
    styles: {
      issuer: { fontSize: 14, bold: true },
      title: { fontSize: 20, bold: true },
    },
  };
  return renderPdfBuffer(definition);
}

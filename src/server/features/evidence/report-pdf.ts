import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatDateTime } from '@/shared/format';
import {
  formatPosition,
  NO_CAPTURE_TIME_FLAG,
  NO_LOCATION_FLAG,
} from '@/shared/evidence/catalogue';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import { toWinAnsi } from '@/server/pdf/win-ansi';

/** One checklist answer; the checklist's answers plug in here after the merge. */
export type ReportAnswer = {
  itemId: string;
  label: string;
  answer: string;
  severity: string | null;
  comment: string | null;
  /** Who overturned a Fail, when and why (decision 012); it no longer counts against a pass. */
  overturn?: string | null;
};

export type ReportPhoto = {
  itemId: string;
  fileName: string;
  kind: string;
  capturedAt: string | null;
  latitude: number | null;
  longitude: number | null;
  withdrawn: string | null;
  /** Integrity flags beyond a missing time or place (printed above), each with its explanation. */
  flags?: string[];
  /** The server-made thumbnail (JPEG, at most 320 px): never the original. */
  thumbnail: Buffer | null;
  /** The photo's pixel size (null when unknown), to size the picture exactly. */
  width?: number | null;
  height?: number | null;
};

const PHOTO_BOX = { width: 150, height: 110 };

/**
 * The picture's printed size inside the box, keeping its shape. An explicit size
 * (not pdfmake's `fit`) makes the stack reserve the picture's height, so the
 * caption below starts clear of it.
 */
export function photoSize(width: number | null | undefined, height: number | null | undefined) {
  if (!width || !height) return PHOTO_BOX;
  const scale = Math.min(PHOTO_BOX.width / width, PHOTO_BOX.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export type ReportContent = {
  title: string;
  reference: string;
  facts: [string, string][];
  answers: ReportAnswer[];
  evidence: ReportPhoto[];
  defects: {
    reference: string;
    title: string;
    severity: string;
    status: string;
    dueDate: string;
  }[];
  followups: { title: string; status: string; dueDate: string }[];
  signature: { png: Buffer; signedBy: string; signedAt: string } | null;
  verificationCode: string;
  generatedAt: string;
};

const t = (text: string | null | undefined) => toWinAnsi(text ?? '');

const isFailure = (a: ReportAnswer) => /^fail/i.test(a.answer);

function answerCell(a: ReportAnswer): TableCell {
  if (!isFailure(a)) return t(a.answer);
  if (a.overturn) return { text: t(`${a.answer} (overturned)`), bold: true };
  return { text: t(a.answer), bold: true, color: '#b91c1c' };
}

/**
 * The answers table, failed items first (then in checklist order), each with
 * its severity and comment.
 */
export function answersSection(answers: readonly ReportAnswer[]): Content {
  if (answers.length === 0) return { text: 'No checklist answers recorded.', italics: true };
  const ordered = [...answers.filter(isFailure), ...answers.filter((a) => !isFailure(a))];
  const body: TableCell[][] = [
    ['Item', 'Question', 'Answer', 'Severity', 'Comment'].map((h) => ({ text: h, bold: true })),
    ...ordered.map((a) => [
      t(a.itemId),
      t(a.label),
      answerCell(a),
      t(a.severity ?? '-'),
      t([a.comment, a.overturn].filter(Boolean).join('\n')),
    ]),
  ];
  return {
    table: { headerRows: 1, widths: ['auto', '*', 'auto', 'auto', '*'], body },
    layout: 'lightHorizontalLines',
  };
}

function evidenceSection(evidence: readonly ReportPhoto[]): Content {
  if (evidence.length === 0) return { text: 'No evidence attached.', italics: true };
  const cells: Content[] = evidence.map((e) => {
    const position =
      e.latitude !== null && e.longitude !== null
        ? formatPosition(e.latitude, e.longitude)
        : NO_LOCATION_FLAG;
    return {
      unbreakable: true,
      margin: [0, 0, 0, 8],
      stack: [
        e.thumbnail
          ? {
              image: `data:image/jpeg;base64,${e.thumbnail.toString('base64')}`,
              ...photoSize(e.width, e.height),
              margin: [0, 0, 0, 4],
            }
          : { text: e.kind === 'document' ? '[PDF document]' : '[no preview]', italics: true },
        { text: t(`${e.itemId}: ${e.fileName}`), fontSize: 8, bold: true },
        {
          text: t(e.capturedAt ? `Captured ${formatDateTime(e.capturedAt)}` : NO_CAPTURE_TIME_FLAG),
          fontSize: 8,
        },
        { text: t(position), fontSize: 8 },
        ...(e.flags ?? []).map((f) => ({ text: t(`Flag: ${f}`), fontSize: 8, color: '#92400e' })),
        ...(e.withdrawn
          ? [{ text: t(`Withdrawn: ${e.withdrawn}`), fontSize: 8, color: '#b91c1c' }]
          : []),
      ],
    };
  });
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 3) {
    const row = cells.slice(i, i + 3);
    while (row.length < 3) row.push({ text: '' });
    rows.push({ columns: row, columnGap: 10 });
  }
  return { stack: rows };
}

function defectsSection(defects: ReportContent['defects']): Content {
  return defects.length === 0
    ? { text: 'No defects recorded.', italics: true }
    : {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto'],
          body: [
            ['Reference', 'Title', 'Severity', 'Status', 'Due'].map((h) => ({
              text: h,
              bold: true,
            })),
            ...defects.map((d) => [
              t(d.reference),
              t(d.title),
              t(d.severity),
              t(d.status),
              formatDate(d.dueDate),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      };
}

function followupsSection(followups: ReportContent['followups']): Content {
  return followups.length === 0
    ? { text: 'No follow-ups recorded.', italics: true }
    : {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            ['Title', 'Status', 'Due'].map((h) => ({ text: h, bold: true })),
            ...followups.map((f) => [t(f.title), t(f.status), formatDate(f.dueDate)]),
          ],
        },
        layout: 'lightHorizontalLines',
      };
}

function signatureSection(signature: ReportContent['signature']): Content {
  return signature
    ? {
        unbreakable: true,
        stack: [
          {
            image: `data:image/png;base64,${signature.png.toString('base64')}`,
            fit: [220, 90],
          },
          {
            text: t(`Signed by ${signature.signedBy} on ${formatDateTime(signature.signedAt)}`),
            fontSize: 8,
          },
        ],
      }
    : { text: 'Not signed.', italics: true };
}

export function reportDefinition(content: ReportContent): TDocumentDefinitions {
  const heading = (text: string): Content => ({ text, style: 'h2', margin: [0, 14, 0, 6] });
  return {
    info: { title: t(content.title), subject: `Verification code ${content.verificationCode}` },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: { h1: { fontSize: 16, bold: true }, h2: { fontSize: 12, bold: true } },
    footer: (page, pages) => ({
      margin: [40, 16, 40, 0],
      columns: [
        {
          text: `${content.reference} - verification code ${content.verificationCode}`,
          fontSize: 7,
        },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7 },
      ],
    }),
    content: [
      { text: t(content.title), style: 'h1' },
      {
        text: `Generated ${formatDateTime(content.generatedAt)}`,
        fontSize: 8,
        margin: [0, 2, 0, 10],
      },
      {
        table: {
          widths: [130, '*'],
          body: content.facts.map(([label, value]) => [
            { text: t(label), bold: true },
            t(value || 'N/A'),
          ]),
        },
        layout: 'lightHorizontalLines',
      },
      heading('Answers (failed items first)'),
      answersSection(content.answers),
      heading('Defects'),
      defectsSection(content.defects),
      heading('Follow-ups'),
      followupsSection(content.followups),
      heading('Evidence'),
      evidenceSection(content.evidence),
      heading('Inspector signature'),
      signatureSection(content.signature),
      heading('Verification'),
      {
        text: [
          'Verification code (SHA-256 of this record): ',
          { text: content.verificationCode, bold: true },
        ],
      },
    ],
  };
}

export function renderInspectionReport(content: ReportContent): Promise<Buffer> {
  return renderPdfBuffer(reportDefinition(content));
}

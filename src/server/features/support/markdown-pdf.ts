import { lexer, type Token, type Tokens } from 'marked';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT } from '@/server/pdf/pdfmake';
import { toWinAnsi } from '@/server/pdf/win-ansi';

/**
 * Turns the project's own Markdown (docs/*.md) into a pdfmake document:
 * headings, paragraphs, lists, tables, code blocks, quotes and rules, with
 * bold, italics, inline code and links inline. Raw HTML is dropped. The PDF
 * standard fonts only know Windows-1252, so other characters are spelled out.
 */
type Inline = {
  text: string | Inline[];
  bold?: boolean;
  italics?: boolean;
  link?: string;
  background?: string;
  color?: string;
  decoration?: 'underline';
};

function inline(tokens: readonly Token[] | undefined, baseUrl: string): Inline[] {
  const parts: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        parts.push({ text: inline(token.tokens, baseUrl), bold: true });
        break;
      case 'em':
        parts.push({ text: inline(token.tokens, baseUrl), italics: true });
        break;
      case 'codespan':
        parts.push({
          text: toWinAnsi(decode((token as Tokens.Codespan).text)),
          background: '#eef2f7',
        });
        break;
      case 'link': {
        const href = absolute((token as Tokens.Link).href, baseUrl);
        parts.push({
          text: inline(token.tokens, baseUrl),
          ...(href ? { link: href, color: '#065f46', decoration: 'underline' as const } : {}),
        });
        break;
      }
      case 'br':
        parts.push({ text: '\n' });
        break;
      case 'del':
        parts.push({ text: inline(token.tokens, baseUrl) });
        break;
      case 'html':
        break;
      case 'text':
        parts.push(
          (token as Tokens.Text).tokens
            ? { text: inline((token as Tokens.Text).tokens, baseUrl) }
            : { text: toWinAnsi(decode((token as Tokens.Text).text)) },
        );
        break;
      default:
        if ('text' in token && typeof token.text === 'string')
          parts.push({ text: toWinAnsi(decode(token.text)) });
    }
  }
  return parts;
}

/** Only web links are kept; links to other repository files are shown as text. */
function absolute(href: string, baseUrl: string): string | null {
  if (/^https?:\/\//i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return new URL(href, baseUrl).toString();
  return null;
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const HEADING_SIZES = [20, 15, 12.5, 11, 10, 10];

function block(token: Token, baseUrl: string): Content | null {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      return {
        text: inline(heading.tokens, baseUrl),
        fontSize: HEADING_SIZES[heading.depth - 1] ?? 10,
        bold: true,
        margin: [0, heading.depth === 1 ? 0 : 12, 0, 6],
        // Level 1 and 2 headings make the PDF outline (bookmarks).
        ...(heading.depth <= 2 ? { outline: true, outlineText: toWinAnsi(heading.text) } : {}),
        headlineLevel: heading.depth,
      };
    }
    case 'paragraph':
      return { text: inline((token as Tokens.Paragraph).tokens, baseUrl), margin: [0, 0, 0, 6] };
    case 'list':
      return listBlock(token as Tokens.List, baseUrl);
    case 'code':
      return {
        table: {
          widths: ['*'],
          body: [
            [
              {
                text: toWinAnsi((token as Tokens.Code).text),
                fontSize: 8,
                preserveLeadingSpaces: true,
              },
            ],
          ],
        },
        layout: { fillColor: () => '#f1f5f9', hLineWidth: () => 0, vLineWidth: () => 0 },
        margin: [0, 0, 0, 8],
      };
    case 'blockquote':
      return {
        stack: (token as Tokens.Blockquote).tokens
          .map((child) => block(child, baseUrl))
          .filter((c): c is Content => c !== null),
        margin: [12, 0, 0, 6],
        italics: true,
      };
    case 'table':
      return tableBlock(token as Tokens.Table, baseUrl);
    case 'hr':
      return {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: '#cbd5e1' },
        ],
        margin: [0, 6, 0, 10],
      };
    default:
      return null; // space, html, def
  }
}

function listBlock(list: Tokens.List, baseUrl: string): Content {
  const items = list.items.map((item) => {
    const content = item.tokens
      .map((child) =>
        child.type === 'text'
          ? { text: inline((child as Tokens.Text).tokens ?? [child], baseUrl) }
          : block(child, baseUrl),
      )
      .filter((c): c is Content => c !== null);
    return content.length === 1 ? content[0]! : { stack: content };
  });
  return list.ordered
    ? { ol: items, margin: [0, 0, 0, 6], start: Number(list.start) || 1 }
    : { ul: items, margin: [0, 0, 0, 6] };
}

function tableBlock(table: Tokens.Table, baseUrl: string): Content {
  return {
    table: {
      headerRows: 1,
      widths: table.header.map(() => '*'),
      body: [
        table.header.map((cell) => ({ text: inline(cell.tokens, baseUrl), bold: true })),
        ...table.rows.map((row) => row.map((cell) => ({ text: inline(cell.tokens, baseUrl) }))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 0, 0, 8],
  };
}

export type MarkdownDocument = { title: string; markdown: string; footerNote?: string };

/** One PDF from one or more Markdown documents, each starting on a new page. */
export function markdownToPdf(
  documents: readonly MarkdownDocument[],
  options: { title: string; baseUrl: string; generatedAt: Date },
): TDocumentDefinitions {
  const content: Content[] = [];
  documents.forEach((document, index) => {
    const blocks = lexer(document.markdown)
      .map((token) => block(token, options.baseUrl))
      .filter((c): c is Content => c !== null);
    if (index > 0 && blocks.length > 0) {
      content.push({ text: '', pageBreak: 'before' });
    }
    content.push(...blocks);
  });
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: PDF_FONT, fontSize: 9.5, lineHeight: 1.2 },
    info: { title: options.title, author: 'InspectHub', subject: options.title },
    header: (page) =>
      page === 1
        ? null
        : {
            text: toWinAnsi(options.title),
            fontSize: 7,
            color: '#64748b',
            margin: [40, 20, 40, 0],
          },
    footer: (page, pages) => ({
      columns: [
        {
          text: `Generated ${options.generatedAt.toISOString().slice(0, 10)}`,
          fontSize: 7,
          color: '#64748b',
        },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7, color: '#64748b' },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
  };
}

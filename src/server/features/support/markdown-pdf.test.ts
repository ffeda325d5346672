import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '@/server/pdf/win-ansi';
import { markdownToPdf } from './markdown-pdf';

const options = { title: 'Guide', baseUrl: 'https://portal.example', generatedAt: new Date() };

describe('markdownToPdf', () => {
  it('maps headings, lists, tables and inline styles to pdfmake content', () => {
    const doc = markdownToPdf(
      [
        {
          title: 'a.md',
          markdown:
            '# Title\n\nSome **bold** and `code`, [a page](/support) and [a file](other.md).\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n<b>raw html</b>\n',
        },
      ],
      options,
    );
    const content = doc.content as unknown as Record<string, unknown>[];
    expect(content[0]).toMatchObject({
      fontSize: 20,
      bold: true,
      outline: true,
      outlineText: 'Title',
    });
    const paragraph = JSON.stringify(content[1]);
    expect(paragraph).toContain('"bold":true');
    expect(paragraph).toContain('"link":"https://portal.example/support"');
    expect(paragraph).not.toContain('other.md"'); // a repository file is text, not a link
    expect(content[2]).toMatchObject({
      ul: [{ text: [{ text: 'one' }] }, { text: [{ text: 'two' }] }],
    });
    expect(content[3]).toHaveProperty('table.headerRows', 1);
    // Raw HTML tags are dropped; their text stays.
    expect(JSON.stringify(content)).not.toContain('<b>');
  });

  it('starts each further document on a new page', () => {
    const doc = markdownToPdf(
      [
        { title: 'a.md', markdown: '# A' },
        { title: 'b.md', markdown: '# B' },
      ],
      options,
    );
    expect(doc.content).toEqual([
      expect.objectContaining({ text: [{ text: 'A' }] }),
      { text: '', pageBreak: 'before' },
      expect.objectContaining({ text: [{ text: 'B' }] }),
    ]);
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard fonts can draw and spells out the rest', () => {
    expect(toWinAnsi('£5 – “ok” é')).toBe('£5 – “ok” é');
    expect(toWinAnsi('a → b ≥ c ✓ 日')).toBe('a -> b >= c yes ?');
  });
});

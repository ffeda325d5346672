import { describe, expect, it } from 'vitest';
import { cleanFileName, extensionOf, withExtension } from './file-name';

describe('upload file names', () => {
  it('drop folders, control, bidirectional and zero-width characters', () => {
    expect(cleanFileName('C:\\Users\\me\\report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(cleanFileName('a\u0000b\u0085c\u200Bd\u2066e\u2069\uFEFF.pdf')).toBe('abcde.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u202E', 'file')).toBe('file');
    expect(cleanFileName(`${'x'.repeat(300)}.docx`)).toBe(`${'x'.repeat(195)}.docx`);
  });

  it('end in the detected extension', () => {
    expect(withExtension('reportfdp.exe', 'pdf')).toBe('reportfdp.pdf');
    expect(withExtension('Report.PDF', 'pdf')).toBe('Report.PDF');
    expect(withExtension('Plan v1.2', 'pdf')).toBe('Plan v1.2.pdf');
    expect(withExtension('.exe', 'pdf')).toBe('document.pdf');
    expect(extensionOf('tracker.CSV')).toBe('csv');
    expect(extensionOf('tracker')).toBe('');
  });
});

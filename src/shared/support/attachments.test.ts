import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentKindOf,
  attachmentProblem,
  formatFileSize,
} from './attachments';

describe('attachment rules', () => {
  it('knows the allowed kinds by extension, in any case', () => {
    expect(attachmentKindOf('Report.PDF')).toBe('pdf');
    expect(attachmentKindOf('a.b.webp')).toBe('webp');
    expect(attachmentKindOf('notes.txt')).toBe('txt');
    expect(attachmentKindOf('setup.exe')).toBeNull();
    expect(attachmentKindOf('page.html')).toBeNull();
    expect(attachmentKindOf('constructor')).toBeNull();
    expect(attachmentKindOf('x.constructor')).toBeNull();
  });

  it('says what is wrong before sending: too many, wrong type, too large', () => {
    const ok = { name: 'a.png', size: 10 };
    expect(attachmentProblem([ok])).toBeNull();
    expect(attachmentProblem(Array.from({ length: 5 }, () => ok))).toBeNull();
    expect(attachmentProblem(Array.from({ length: 6 }, () => ok))).toBe(
      'Attach at most 5 files at a time',
    );
    expect(attachmentProblem([{ name: 'run.exe', size: 1 }])).toMatch(/^run\.exe: Only PDF/);
    expect(attachmentProblem([{ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES }])).toBeNull();
    expect(attachmentProblem([{ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES + 1 }])).toBe(
      'big.pdf: Each file must be 10 MB or smaller',
    );
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(ATTACHMENT_MAX_BYTES)).toBe('10 MB');
  });
});

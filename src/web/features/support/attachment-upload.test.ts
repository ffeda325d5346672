import { describe, expect, it } from 'vitest';
import { buildReplyForm, readUploadError } from './attachment-upload';

describe('reply with files', () => {
  it("shows the server's own refusal, else a message for the status", () => {
    expect(readUploadError(415, JSON.stringify({ error: 'x.pdf: Only PDF...' }))).toBe(
      'x.pdf: Only PDF...',
    );
    expect(readUploadError(403, JSON.stringify({ message: 'Cross-site' }))).toBe('Cross-site');
    expect(readUploadError(413, '<html>')).toBe(
      'A file is too large. The limit is 10 MB per file.',
    );
    expect(readUploadError(502, '')).toBe('Sending failed. Please try again.');
  });

  it('sends the text fields before the files', () => {
    const form = buildReplyForm('Hello', true, [
      new File(['a'], 'a.txt'),
      new File(['b'], 'b.txt'),
    ]);
    expect([...form.keys()]).toEqual(['body', 'internal', 'files', 'files']);
    expect(form.get('internal')).toBe('true');
  });
});

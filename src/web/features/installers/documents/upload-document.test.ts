import { describe, expect, it } from 'vitest';
import {
  buildDownloadUrl,
  buildUploadForm,
  buildUploadUrl,
  readUploadError,
} from './upload-document';

describe('readUploadError', () => {
  it("shows the server's own message", () => {
    expect(readUploadError(413, JSON.stringify({ error: 'File is larger than 10 MB' }))).toBe(
      'File is larger than 10 MB',
    );
    expect(readUploadError(415, '{"message":"PDF, DOCX, XLSX, PNG or JPEG only."}')).toBe(
      'PDF, DOCX, XLSX, PNG or JPEG only.',
    );
  });

  it('falls back to a message by status when the body says nothing', () => {
    expect(readUploadError(413, '<html>Too large</html>')).toBe(
      'The file is too large. The limit is 10 MB.',
    );
    expect(readUploadError(415, '{"message":""}')).toMatch(/file type is not accepted/);
    expect(readUploadError(500, '')).toBe('The upload failed. Please try again.');
  });
});

describe('upload request', () => {
  it('sends the fields ahead of the file', () => {
    const form = buildUploadForm(new File(['x'], 'cert.pdf'), 'Certificate', '2027-01-31');
    expect([...form.keys()]).toEqual(['type', 'expiryDate', 'file']);
  });

  it('builds the upload and download addresses', () => {
    expect(buildUploadUrl('abc')).toBe('/api/installers/abc/documents');
    expect(buildDownloadUrl('d 1')).toBe('/api/installer-documents/d%201');
  });
});

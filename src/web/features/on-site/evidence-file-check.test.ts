import { EVIDENCE_MAX_BYTES } from '@/shared/evidence/catalogue';
import { describe, expect, it } from 'vitest';
import { evidenceFileRefusal, evidenceMimeOf } from './evidence-file-check';

describe('evidenceFileRefusal', () => {
  it('accepts JPEG and PNG photos and PDF documents up to 20 MB', () => {
    expect(evidenceFileRefusal({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(evidenceFileRefusal({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    const pdf = { name: 'cert.pdf', type: 'application/pdf', size: EVIDENCE_MAX_BYTES };
    expect(evidenceFileRefusal(pdf)).toBeNull();
    // Some phones give no type: the name decides, as the server's check of the bytes will.
    expect(evidenceFileRefusal({ name: 'IMG_1.JPG', type: '', size: 1000 })).toBeNull();
  });

  it("refuses other types and larger files in the server's words", () => {
    expect(evidenceFileRefusal({ name: 'photo.heic', type: 'image/heic', size: 1000 })).toBe(
      'photo.heic is not a JPEG or PNG photo or a PDF document. Only JPEG, PNG and PDF files can be attached.',
    );
    const big = { name: 'big.jpg', type: 'image/jpeg', size: EVIDENCE_MAX_BYTES + 1 };
    expect(evidenceFileRefusal(big)).toBe(
      'big.jpg is larger than 20 MB. Files up to 20 MB can be attached.',
    );
  });

  it('names a type the browser did not give', () => {
    expect(evidenceMimeOf({ name: 'scan.PDF', type: '' })).toBe('application/pdf');
    expect(evidenceMimeOf({ name: 'x.png', type: '' })).toBe('image/png');
    expect(evidenceMimeOf({ name: 'x.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
  });
});

import { describe, expect, it } from 'vitest';
import { isMalformedUpload } from './malformed-upload';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isMalformedUpload', () => {
  it("knows busboy's parse errors by their words, including a multipart type without a boundary", () => {
    for (const message of [
      'Unexpected end of multipart data',
      'Unexpected end of form',
      'Malformed part header',
      'Multipart: Boundary not found',
    ])
      expect(isMalformedUpload(new Error(message)), message).toBe(true);
  });

  it("knows @fastify/multipart's protocol and limit errors by their codes", () => {
    for (const code of [
      'FST_PARTS_LIMIT',
      'FST_PROTO_VIOLATION',
      'FST_INVALID_MULTIPART_CONTENT_TYPE',
    ])
      expect(isMalformedUpload(coded(code)), code).toBe(true);
  });

  it('leaves every other failure to the server (a 500 is logged, not hidden)', () => {
    expect(isMalformedUpload(new Error('disk full'))).toBe(false);
    expect(isMalformedUpload(coded('FST_REQ_FILE_TOO_LARGE'))).toBe(false);
    expect(isMalformedUpload('Boundary not found')).toBe(false);
  });
});

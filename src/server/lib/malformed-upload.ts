export const MALFORMED_UPLOAD_MESSAGE = 'The upload was cut short or malformed. Please try again.';

/**
 * The multipart body itself was bad (cut short by a dropped connection, not
 * multipart at all, or a multipart type with no boundary to split it by):
 * busboy's parse errors carry no code, only their
 * message; @fastify/multipart's own limit and protocol errors carry one.
 * Uploads answer these with 400, never 500.
 */
export function isMalformedUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ('code' in error && typeof error.code === 'string') {
    return [
      'FST_PARTS_LIMIT',
      'FST_FIELDS_LIMIT',
      'FST_PROTO_VIOLATION',
      'FST_INVALID_MULTIPART_CONTENT_TYPE',
    ].includes(error.code);
  }
  return /unexpected end of (multipart data|form)|malformed|boundary not found/i.test(
    error.message,
  );
}

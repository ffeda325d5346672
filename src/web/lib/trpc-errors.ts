import { TRPCClientError } from '@trpc/client';

/** The tRPC error code ('UNAUTHORIZED', 'NOT_FOUND', ...) of a failed call, or null for other failures. */
export function getTrpcErrorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  return typeof data.code === 'string' ? data.code : null;
}

// Asking again cannot change these answers, so retrying only delays the message.
const FINAL_CODES = new Set([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
]);

export function isRetryableError(error: unknown): boolean {
  const code = getTrpcErrorCode(error);
  return code === null || !FINAL_CODES.has(code);
}

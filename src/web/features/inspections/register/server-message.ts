import { getTrpcErrorCode } from '../../../lib/trpc-errors';

/**
 * The server's own message when it answered (its errorFormatter makes those
 * user-facing), else the screen's fallback: a network failure's text such as
 * 'Failed to fetch' means nothing to the user.
 */
export function readServerMessage(error: unknown, fallback: string): string {
  if (getTrpcErrorCode(error) === null || !(error instanceof Error)) return fallback;
  return error.message.trim() || fallback;
}

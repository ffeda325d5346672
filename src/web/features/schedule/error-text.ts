import { getTrpcErrorCode } from '../../lib/trpc-errors';

/** A failed call's message: the server's own text is written for users; a network failure is not. */
export function errorText(error: unknown): string {
  if (
    getTrpcErrorCode(error) === null &&
    error instanceof Error &&
    /fetch|network/i.test(error.message)
  ) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : 'Something went wrong. Please try again.';
}

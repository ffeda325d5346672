import { getTrpcErrorCode } from './trpc-errors';

export const CONFLICT_MESSAGE =
  'This inspection was changed by someone else. Reload to see the latest version.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export type DescribedError = { message: string; isConflict: boolean; isNotFound: boolean };

/** The message to show for a failed call; the server's own text is already user-facing. */
export function describeError(error: unknown): DescribedError {
  const code = getTrpcErrorCode(error);
  if (code === 'CONFLICT')
    return { message: CONFLICT_MESSAGE, isConflict: true, isNotFound: false };
  // A failed fetch carries the browser's own wording ('Failed to fetch'), which helps nobody.
  if (code === null && error instanceof Error && /fetch|network/i.test(error.message)) {
    return { message: NETWORK_MESSAGE, isConflict: false, isNotFound: false };
  }
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : '';
  return {
    message: message || FALLBACK_MESSAGE,
    isConflict: false,
    isNotFound: code === 'NOT_FOUND',
  };
}

/** Per-field messages from a BAD_REQUEST (the server's errorFormatter puts them in data.fieldErrors). */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const fields: unknown = data.fieldErrors;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

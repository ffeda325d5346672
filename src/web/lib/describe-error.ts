import { getTrpcErrorCode } from './trpc-errors';

const CONFLICT_MESSAGE =
  'This record was changed by someone else. Reload to see the latest version.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export type DescribedError = {
  message: string;
  /** The tRPC code ('CONFLICT', 'NOT_FOUND', ...), or null when the server never answered. */
  code: string | null;
  isConflict: boolean;
  isNotFound: boolean;
};

export type DescribeErrorOptions = {
  /**
   * The screen's own words for any failure the server did not explain (network
   * failure, client-side error, blank message), instead of the generic lines.
   */
  fallback?: string;
};

/**
 * The message to show for a failed call. The server's errorFormatter makes its
 * messages user-facing (a stale version says which record changed, e.g. 'This
 * inspection was changed by someone else...'), so they are shown as they are.
 */
export function describeError(error: unknown, options: DescribeErrorOptions = {}): DescribedError {
  const code = getTrpcErrorCode(error);
  const flags = { code, isConflict: code === 'CONFLICT', isNotFound: code === 'NOT_FOUND' };
  const text = error instanceof Error ? error.message : '';
  const isBlank = text.trim() === '';
  if (code !== null) {
    if (!isBlank) return { ...flags, message: text };
    return {
      ...flags,
      message: flags.isConflict ? CONFLICT_MESSAGE : (options.fallback ?? FALLBACK_MESSAGE),
    };
  }
  if (options.fallback !== undefined) return { ...flags, message: options.fallback };
  // A failed fetch carries the browser's own wording ('Failed to fetch'), which helps nobody.
  if (/fetch|network/i.test(text)) return { ...flags, message: NETWORK_MESSAGE };
  return { ...flags, message: isBlank ? FALLBACK_MESSAGE : text };
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

type FieldIssue = { type?: unknown; message?: string } | undefined;

/** A number field left empty reads NaN, which Zod calls a type error; say "required" instead. */
export function describeFieldError(label: string, issue: FieldIssue): string | undefined {
  if (!issue) return undefined;
  if (issue.type === 'invalid_type') return `${label} is required`;
  return issue.message;
}

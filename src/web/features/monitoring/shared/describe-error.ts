const FALLBACK = 'Something went wrong. Please try again.';
const NETWORK = 'Could not reach the server. Check your connection and try again.';

/** The message to show for a failed call; the server's own text is already user-facing. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error) || error.message.trim() === '') return FALLBACK;
  // A failed fetch carries the browser's own wording ('Failed to fetch'), which helps nobody.
  if (/failed to fetch|networkerror|network request failed/i.test(error.message)) {
    return NETWORK;
  }
  return error.message;
}

type FieldIssue = { type?: unknown; message?: string } | undefined;

/** A number field left empty reads NaN, which Zod calls a type error; say "required" instead. */
export function describeFieldError(label: string, issue: FieldIssue): string | undefined {
  if (!issue) return undefined;
  if (issue.type === 'invalid_type') return `${label} is required`;
  return issue.message;
}

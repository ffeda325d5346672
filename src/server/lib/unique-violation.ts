/**
 * True when a database error (or one it wraps) violates the named index or
 * constraint: a unique violation (23505) or an exclusion violation (23P01).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      (code === '23505' || code === '23P01') &&
      (name === constraint || String(message).includes(constraint))
    ) {
      return true;
    }
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

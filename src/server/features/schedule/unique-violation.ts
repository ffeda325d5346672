/** True when a database error (or one it wraps) is a unique violation of the named index. */
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
    if (code === '23505' && (name === constraint || String(message).includes(constraint))) {
      return true;
    }
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

export type ParamValue = string | number;
export type ParamPatch = Record<string, ParamValue | null | undefined>;

/** A positive whole page number, or the fallback for anything else a URL might hold. */
export function readPositiveInt(value: string | null, fallback = 1): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/** One of the allowed values, or the fallback: a hand-edited URL never reaches the server. */
export function readOption<T extends string>(
  value: string | null,
  options: readonly T[],
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * Applies changes to the query string. Defaults and empty values are removed so
 * shared links stay short and two URLs for the same view are identical.
 */
export function applyParamPatch(
  current: URLSearchParams,
  patch: ParamPatch,
  defaults: Record<string, ParamValue>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '' || value === defaults[key]) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

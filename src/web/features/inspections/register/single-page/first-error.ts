import type { FieldError } from '@/shared/inspections/validation';

type ResolverErrors = Partial<Record<string, { message?: string } | undefined>>;

/**
 * The spec's checks come first, in the spec's order. A structural failure
 * (a value over its maximum length) stops Zod before the spec's checks run, so
 * the resolver's own messages are the fallback when every spec check passes.
 */
export function pickFirstError(
  specErrors: readonly FieldError[],
  resolverErrors: ResolverErrors,
): FieldError | null {
  if (specErrors[0]) return specErrors[0];
  for (const [field, error] of Object.entries(resolverErrors)) {
    if (error?.message) return { field, message: error.message };
  }
  return null;
}

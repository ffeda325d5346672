import { LoginInput } from '@/shared/auth-schemas';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The sign-in form's check against the server's schema (first message per field). Loaded
 * on demand: Zod is not part of the sign-in page's first download (docs/performance.md).
 */
export function validateLogin(
  values: LoginInput,
): { ok: true; data: LoginInput } | { ok: false; errors: LoginErrors } {
  const parsed = LoginInput.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

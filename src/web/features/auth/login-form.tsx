import type { LoginInput } from '@/shared/auth-schemas';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import type { LoginErrors } from './login-validation';
import { resolvePostLoginPath } from './redirect-target';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

// Only accounts with MFA see the second step: its code (and Zod) load when it is needed.
const SecondFactorForm = lazy(async () => ({
  default: (await import('./second-factor-form')).SecondFactorForm,
}));
// The schema check (Zod) and better-auth's client load once the user starts typing, or at the
// latest on submit: neither is needed to show the page.
const loadValidation = () => import('./login-validation');
const loadAuthClient = () => import('@/web/lib/auth-client');

/**
 * Sign-in: the one form not built on useZodForm. React Hook Form and Zod would double what
 * /login downloads (budget in docs/performance.md), so the page validates with the same
 * schema (`LoginInput`), loaded on demand, and keeps the same behaviour: errors on submit,
 * a field's error clears when it is edited, focus goes to the first invalid field.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Set by the reset-password page after a reset ('Sign in with your new password').
  const { notice } = (location.state ?? {}) as { notice?: string };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The account has MFA: the password was right and a code is needed before a session exists.
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);

  function edit(field: keyof LoginInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const checked = (await loadValidation()).validateLogin(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        (checked.errors.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setServerError(null);
      await signIn(checked.data);
    } finally {
      setIsSubmitting(false);
    }
  }

  async function signIn({ email, password }: LoginInput) {
    try {
      const { authClient } = await loadAuthClient();
      const { data, error } = await authClient.signIn.email({ email, password });
      if (error) {
        setServerError(error.message?.trim() || LOGIN_FAILED);
        return;
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setNeedsSecondFactor(true);
        return;
      }
    } catch {
      setServerError(LOGIN_FAILED);
      return;
    }
    await finishSignIn();
  }

  async function finishSignIn() {
    // The signed-in area makes a new query cache when it mounts: nothing of a previous user survives.
    // The guard reads the session store; refresh it first or it would still see "signed out" and bounce back here.
    await (await loadAuthClient()).refreshSession();
    await navigate(resolvePostLoginPath(location.state, location.search), { replace: true });
  }

  if (needsSecondFactor) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorForm
          onVerified={finishSignIn}
          onRestart={(message) => {
            // The e-mail and password stay in the form: one click on Sign In starts again.
            setServerError(message || null);
            setNeedsSecondFactor(false);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => {
        void loadValidation();
        void loadAuthClient();
      }}
      noValidate
      className="space-y-5"
    >
      {typeof notice === 'string' && !serverError && (
        <div
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {notice}
        </div>
      )}
      {serverError && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {serverError}
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          ref={emailRef}
          name="email"
          value={values.email}
          onChange={(event) => edit('email', event.target.value)}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-red-700">
            {errors.email}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-4">
          <Label htmlFor="login-password">Password</Label>
          <Link
            to={PATHS.forgotPassword}
            className="text-sm text-emerald-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
        />
        {errors.password && (
          <p id="login-password-error" className="text-sm text-red-700">
            {errors.password}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

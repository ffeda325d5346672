import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { SsoChoice } from './sso-choice';
import { loadAuthClient, loadValidation, useLoginForm } from './use-login-form';
import { useSsoSignIn } from './use-sso-sign-in';

// Only accounts with MFA see the second step: its code (and Zod) load when it is needed.
const SecondFactorForm = lazy(async () => ({
  default: (await import('./second-factor-form')).SecondFactorForm,
}));

type LoginState = ReturnType<typeof useLoginForm>;

/**
 * Sign-in: the one form not built on useZodForm. React Hook Form and Zod would double what
 * /login downloads (budget in docs/performance.md), so the page validates with the same
 * schema (`LoginInput`), loaded on demand, and keeps the same behaviour: errors on submit,
 * a field's error clears when it is edited, focus goes to the first invalid field.
 */
export function LoginForm() {
  const login = useLoginForm();
  const sso = useSsoSignIn(login.values.email);
  // The organisation requires its own sign-in for this domain: no password path to offer.
  const passwordAllowed = !sso.provider?.required;

  if (login.needsSecondFactor) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorForm onVerified={login.finishSignIn} onRestart={login.restart} />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        if (passwordAllowed) void login.onSubmit(event);
        else event.preventDefault();
      }}
      onFocus={() => {
        void loadValidation();
        void loadAuthClient();
      }}
      noValidate
      className="space-y-5"
    >
      <LoginMessages notice={login.notice} serverError={login.serverError} />
      <FormField id="login-email" label="Email" error={login.errors.email}>
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="email"
            autoComplete="email"
            required
            ref={login.emailRef}
            name="email"
            value={login.values.email}
            onChange={(event) => login.edit('email', event.target.value)}
            onBlur={sso.onEmailBlur}
          />
        )}
      </FormField>
      <SsoChoice sso={sso} />
      {passwordAllowed && (
        <>
          <PasswordField login={login} />
          <Button type="submit" className="w-full" disabled={login.isSubmitting}>
            {login.isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </>
      )}
    </form>
  );
}

/** The notice a reset leaves ('Sign in with your new password') unless the server refused. */
function LoginMessages({
  notice,
  serverError,
}: {
  notice: string | undefined;
  serverError: string | null;
}) {
  return (
    <>
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
    </>
  );
}

/** The password field, with 'Forgot password?' at the end of its label row. */
function PasswordField({ login }: { login: LoginState }) {
  return (
    <FormField
      id="login-password"
      label="Password"
      error={login.errors.password}
      labelAside={
        <Link
          to={PATHS.forgotPassword}
          className="text-sm text-emerald-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      }
    >
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="password"
          autoComplete="current-password"
          required
          ref={login.passwordRef}
          name="password"
          value={login.values.password}
          onChange={(event) => login.edit('password', event.target.value)}
        />
      )}
    </FormField>
  );
}

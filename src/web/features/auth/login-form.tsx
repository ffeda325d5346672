import { LoginInput } from '@shared/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { resolvePostLoginPath } from './redirect-target';
import { SecondFactorForm } from './second-factor-form';
import { useZodForm } from '../../lib/use-zod-form';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = authClient.useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  // The account has MFA: the password was right and a code is needed before a session exists.
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(LoginInput, {
    defaultValues: { email: '', password: '' },
    // Spec 01 section 4: a field's error clears when it is edited, not re-checked on each keystroke.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
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
  });

  async function finishSignIn() {
    queryClient.clear();
    // The guard reads the session store; refresh it first or it would still see "signed out" and bounce back here.
    await refetchSession();
    await navigate(resolvePostLoginPath(location.state, location.search), { replace: true });
  }

  if (needsSecondFactor) {
    return (
      <SecondFactorForm
        onVerified={finishSignIn}
        onRestart={(message) => {
          // The e-mail and password stay in the form: one click on Sign In starts again.
          setServerError(message || null);
          setNeedsSecondFactor(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
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
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password', { onChange: () => clearErrors('password') })}
        />
        {errors.password && (
          <p id="login-password-error" className="text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

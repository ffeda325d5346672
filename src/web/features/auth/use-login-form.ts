import type { LoginInput } from '@/shared/auth-schemas';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginErrors } from './login-validation';
import { resolvePostLoginPath } from './redirect-target';
import { ssoErrorMessage } from './sso-errors';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

// The schema check (Zod) and better-auth's client load once the user starts typing, or at the
// latest on submit: neither is needed to show the page.
export const loadValidation = () => import('./login-validation');
export const loadAuthClient = () => import('@/web/lib/auth-client');

/** Asks better-auth to sign in: done, a second factor wanted, or the refusal in words. */
async function attemptSignIn({
  email,
  password,
}: LoginInput): Promise<'signed-in' | 'second-factor' | { error: string }> {
  try {
    const { authClient } = await loadAuthClient();
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) return { error: error.message?.trim() || LOGIN_FAILED };
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return 'second-factor';
  } catch {
    return { error: LOGIN_FAILED };
  }
  return 'signed-in';
}

/** Back from an organisation's sign-in: it failed (?error=) or wants the MFA code (?second-factor=1). */
const arrivalOf = (search: string) => ({
  error: ssoErrorMessage(search),
  secondFactor: new URLSearchParams(search).get('second-factor') === '1',
});

/**
 * The sign-in form's state and steps: check the fields, sign in, then either ask for the
 * second factor or refresh the session and leave for the page the user wanted.
 */
export function useLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [arrival] = useState(() => arrivalOf(location.search));
  const [serverError, setServerError] = useState(arrival.error);
  // Set by the reset-password page after a reset ('Sign in with your new password').
  const { notice } = (location.state ?? {}) as { notice?: string };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The account has MFA: the password (or the organisation's sign-in) was right; a code is next.
  const [needsSecondFactor, setNeedsSecondFactor] = useState(arrival.secondFactor);

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

  async function signIn(input: LoginInput) {
    const outcome = await attemptSignIn(input);
    if (outcome === 'second-factor') setNeedsSecondFactor(true);
    else if (outcome === 'signed-in') await finishSignIn();
    else setServerError(outcome.error);
  }

  async function finishSignIn() {
    // The signed-in area makes a new query cache when it mounts: nothing of a previous user survives.
    // The guard reads the session store; refresh it first or it would still see "signed out" and bounce back here.
    const { authClient, refreshSession } = await loadAuthClient();
    await refreshSession();
    // An installer user lands on the portal, never the staff dashboard (issue 31).
    const { data } = authClient.$store.atoms.session!.get() as {
      data?: { user?: { role?: string } };
    };
    await navigate(resolvePostLoginPath(location.state, location.search, data?.user?.role), {
      replace: true,
    });
  }

  function restart(message: string) {
    // The e-mail and password stay in the form: one click on Sign In starts again.
    setServerError(message || null);
    setNeedsSecondFactor(false);
  }

  return {
    values,
    errors,
    isSubmitting,
    serverError,
    notice,
    emailRef,
    passwordRef,
    needsSecondFactor,
    edit,
    onSubmit,
    finishSignIn,
    restart,
  };
}

import {
  ForgotPasswordInput,
  RESET_DONE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  ResetPasswordForm,
  type ResetPasswordValues,
} from '@/shared/password-reset';
import { ClipboardCheck } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** POSTs JSON to a better-auth endpoint (the bridge takes JSON only); the error message, or null. */
async function postAuth(path: string, body: unknown): Promise<{ code?: string; message?: string }> {
  try {
    const response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return {};
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    return { code: answer.code ?? 'ERROR', message: answer.message || SOMETHING_WENT_WRONG };
  } catch {
    return { code: 'NETWORK', message: SOMETHING_WENT_WRONG };
  }
}

export function SignedOutShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6 py-12">
      <title>{`${title} · InspectHub`}</title>
      <div className="w-full max-w-sm space-y-8">
        <div className="space-y-2">
          <div className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ClipboardCheck aria-hidden="true" className="h-6 w-6 text-emerald-600" />
            InspectHub
          </div>
          <h1 className="text-3xl font-semibold text-slate-900">{title}</h1>
          <p className="text-slate-600">{intro}</p>
        </div>
        {children}
        <p className="text-center text-sm">
          <Link to={PATHS.login} className="text-emerald-700 underline underline-offset-4">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

/** 'Forgot password?': asks for the address; the answer is the same whether it has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = ForgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      emailRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    setServerError(null);
    const answer = await postAuth('request-password-reset', parsed.data);
    setIsSubmitting(false);
    if (answer.message) setServerError(answer.message);
    else setIsSent(true);
  }

  return (
    <SignedOutShell
      title="Forgot Password"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
    >
      {isSent ? (
        <Alert tone="success" role="status">
          {RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
          {serverError && (
            <Alert tone="error" role="alert">
              {serverError}
            </Alert>
          )}
          <FormField id="forgot-email" label="Email" error={error ?? undefined}>
            {(c) => (
              <Input
                {...fieldAria(c)}
                type="email"
                autoComplete="email"
                required
                ref={emailRef}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </SignedOutShell>
  );
}

type ResetErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** The reset form's values, its check against the shared schema and the call to better-auth. */
function useResetPassword(token: string) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordValues>({
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [serverError, setServerError] = useState<string | null>(
    token ? null : RESET_LINK_INVALID_MESSAGE,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = ResetPasswordForm.safeParse(values);
    if (!parsed.success) {
      const next: ResetErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ResetPasswordValues;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.newPassword ? newRef : confirmRef).current?.focus();
      return;
    }
    setIsSubmitting(true);
    setServerError(null);
    const answer = await postAuth('reset-password', {
      token,
      newPassword: parsed.data.newPassword,
    });
    setIsSubmitting(false);
    if (!answer.message) {
      await navigate(PATHS.login, { replace: true, state: { notice: RESET_DONE_MESSAGE } });
      return;
    }
    setServerError(answer.code === 'INVALID_TOKEN' ? RESET_LINK_INVALID_MESSAGE : answer.message);
  }

  function edit(name: keyof ResetPasswordValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return { values, errors, serverError, isSubmitting, newRef, confirmRef, onSubmit, edit };
}

type ResetState = ReturnType<typeof useResetPassword>;

function ResetPasswordField({
  reset,
  name,
  label,
  inputRef,
}: {
  reset: ResetState;
  name: keyof ResetPasswordValues;
  label: string;
  inputRef: ResetState['newRef'];
}) {
  return (
    <FormField id={`reset-${name}`} label={label} error={reset.errors[name]}>
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="password"
          autoComplete="new-password"
          required
          ref={inputRef}
          value={reset.values[name]}
          onChange={(event) => reset.edit(name, event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The page the e-mailed link opens (?token=...): the new password, twice. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword(token);
  const { serverError, isSubmitting } = reset;

  return (
    <SignedOutShell
      title="Reset Password"
      intro="Choose a new password of at least 8 characters. Every device signed in to your account will be signed out."
    >
      <form onSubmit={(event) => void reset.onSubmit(event)} noValidate className="space-y-5">
        {serverError && (
          <Alert tone="error" role="alert">
            {serverError}{' '}
            {serverError === RESET_LINK_INVALID_MESSAGE && (
              <Link to={PATHS.forgotPassword} className="font-medium underline">
                Ask for a new link
              </Link>
            )}
          </Alert>
        )}
        <ResetPasswordField
          reset={reset}
          name="newPassword"
          label="New password"
          inputRef={reset.newRef}
        />
        <ResetPasswordField
          reset={reset}
          name="confirmPassword"
          label="Confirm new password"
          inputRef={reset.confirmRef}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting || !token}>
          {isSubmitting ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </SignedOutShell>
  );
}

import { INVITATION_ACCEPTED_MESSAGE } from '@/shared/installer-portal/accounts';
import { ResetPasswordForm, type ResetPasswordValues } from '@/shared/password-reset';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/web/app/paths';
import {
  fetchInvitation,
  postAcceptInvitation,
  type InvitationDetails,
} from './invitation-requests';

export type InvitationErrors = Partial<Record<keyof ResetPasswordValues, string>>;
type Loaded =
  | { state: 'loading' }
  | { state: 'invalid'; message: string }
  | { state: 'open'; invitation: InvitationDetails };

/** Reads the invitation once, then holds the password form (the staff policy, confirmed). */
export function useAcceptInvitation(token: string) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [values, setValues] = useState<ResetPasswordValues>({
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let isCurrent = true;
    void fetchInvitation(token).then((answer) => {
      if (!isCurrent) return;
      setLoaded(
        answer.data
          ? { state: 'open', invitation: answer.data }
          : { state: 'invalid', message: answer.error },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = ResetPasswordForm.safeParse(values);
    if (!parsed.success) {
      const next: InvitationErrors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof ResetPasswordValues] ??= issue.message;
      setErrors(next);
      (next.newPassword ? newRef : confirmRef).current?.focus();
      return;
    }
    setIsSubmitting(true);
    setServerError(null);
    const answer = await postAcceptInvitation(token, parsed.data.newPassword);
    setIsSubmitting(false);
    if (answer.error !== undefined) {
      setServerError(answer.error);
      return;
    }
    await navigate(PATHS.login, { replace: true, state: { notice: INVITATION_ACCEPTED_MESSAGE } });
  }

  function edit(name: keyof ResetPasswordValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return { loaded, values, errors, serverError, isSubmitting, newRef, confirmRef, onSubmit, edit };
}
export type AcceptInvitationState = ReturnType<typeof useAcceptInvitation>;

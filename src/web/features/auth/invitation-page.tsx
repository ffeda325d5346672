import type { ResetPasswordValues } from '@/shared/password-reset';
import { useSearchParams } from 'react-router';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { InvitationDetails } from './invitation-requests';
import { SignedOutShell } from './password-reset-pages';
import { useAcceptInvitation, type AcceptInvitationState } from './use-accept-invitation';

const INTRO = 'Choose a password of at least 8 characters to open your installer portal account.';

function PasswordField({
  form,
  name,
  label,
}: {
  form: AcceptInvitationState;
  name: keyof ResetPasswordValues;
  label: string;
}) {
  return (
    <FormField id={`invitation-${name}`} label={label} error={form.errors[name]}>
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="password"
          autoComplete="new-password"
          required
          ref={name === 'newPassword' ? form.newRef : form.confirmRef}
          value={form.values[name]}
          onChange={(event) => form.edit(name, event.target.value)}
        />
      )}
    </FormField>
  );
}

function InvitationForm({
  form,
  invitation,
}: {
  form: AcceptInvitationState;
  invitation: InvitationDetails;
}) {
  return (
    <form onSubmit={(event) => void form.onSubmit(event)} noValidate className="space-y-5">
      <dl className="space-y-1 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-500">Installer</dt>
          <dd className="font-medium break-words text-slate-900">{invitation.installerName}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-500">Name</dt>
          <dd className="break-words text-slate-900">{invitation.name}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all text-slate-900">{invitation.email}</dd>
        </div>
      </dl>
      {form.serverError && (
        <Alert tone="error" role="alert">
          {form.serverError}
        </Alert>
      )}
      <PasswordField form={form} name="newPassword" label="Password" />
      <PasswordField form={form} name="confirmPassword" label="Confirm password" />
      <Button type="submit" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** The page an installer's invitation e-mail opens (?token=...): who is invited, and a password. */
export function InvitationPage() {
  const [searchParams] = useSearchParams();
  const form = useAcceptInvitation(searchParams.get('token') ?? '');
  const { loaded } = form;
  return (
    <SignedOutShell title="Installer Portal Invitation" intro={INTRO}>
      {loaded.state === 'loading' && (
        <p role="status" className="text-sm text-slate-600">
          Checking your invitation...
        </p>
      )}
      {loaded.state === 'invalid' && (
        <Alert tone="error" role="alert">
          {loaded.message}
        </Alert>
      )}
      {loaded.state === 'open' && <InvitationForm form={form} invitation={loaded.invitation} />}
    </SignedOutShell>
  );
}

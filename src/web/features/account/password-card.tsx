import { ChangeOwnPasswordForm } from '@/shared/account/account';
import { useId } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { FieldError } from '@/web/components/field-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useChangePassword } from './api/use-account';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Password & Security: better-auth checks the current password; other sessions end. */
export function PasswordCard() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(ChangeOwnPasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword({ onChanged: () => reset() });

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Password &amp; Security
      </h2>
      <form
        noValidate
        className="max-w-md space-y-4"
        onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
      >
        {change.error && (
          <Alert tone="error" role="alert">
            {change.error.message}
          </Alert>
        )}
        {FIELDS.map((field) => {
          const message = errors[field.name]?.message;
          return (
            <div key={field.name} className="space-y-1.5">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                type="password"
                autoComplete={field.autoComplete}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-${field.name}-error` : undefined}
                {...register(field.name)}
              />
              <FieldError id={`${id}-${field.name}-error`} message={message} />
            </div>
          );
        })}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}

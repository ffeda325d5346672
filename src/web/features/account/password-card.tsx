import { ChangeOwnPasswordForm } from '@/shared/account/account';
import { useId } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
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
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
          >
            {(c) => (
              <Input
                {...fieldAria(c)}
                type="password"
                autoComplete={field.autoComplete}
                {...register(field.name)}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}

import { useId } from 'react';
import type { z } from 'zod';
import { ChangePasswordInput } from '@/shared/users';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { EMPTY_USER_FORM, UserForm } from './user-form';
import type { UserRow } from './users-table';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import {
  useCreateUser,
  useDeleteUser,
  useSetUserPassword,
  useUpdateUser,
} from './api/use-user-mutations';

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function AddUserDialog({ open, onOpenChange }: OpenProps) {
  const mutation = useCreateUser({ onDone: () => onOpenChange(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) mutation.reset();
      }}
    >
      <DialogContent title="Add User">
        <UserForm
          mode="create"
          defaultValues={EMPTY_USER_FORM}
          submitLabel="Create User"
          isPending={mutation.isPending}
          failure={mutation.error ? describeError(mutation.error).message : null}
          onSubmit={(values) => mutation.mutate(values)}
        />
      </DialogContent>
    </Dialog>
  );
}

export function EditUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const mutation = useUpdateUser({ onDone: onClose });
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          mutation.reset();
        }
      }}
    >
      {user && (
        <DialogContent title="Edit User">
          <UserForm
            key={user.id}
            mode="edit"
            defaultValues={{
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              role: user.role,
              isActive: user.isActive,
              password: '',
            }}
            submitLabel="Save Changes"
            isPending={mutation.isPending}
            failure={mutation.error ? describeError(mutation.error).message : null}
            onSubmit={(values) => mutation.mutate({ ...values, id: user.id })}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

// The user's id comes from the row, not the form.
const PasswordFormSchema = ChangePasswordInput.omit({ id: true });
type PasswordValues = z.output<typeof PasswordFormSchema>;

function PasswordForm({
  isPending,
  failure,
  onSubmit,
}: {
  isPending: boolean;
  failure: string | null;
  onSubmit: (values: PasswordValues) => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(PasswordFormSchema, { defaultValues: { newPassword: '' } });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField id={id} label="New password" error={errors.newPassword?.message}>
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="password"
            autoComplete="new-password"
            {...register('newPassword')}
          />
        )}
      </FormField>
      {failure && (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending}>
          Save Password
        </Button>
      </div>
    </form>
  );
}

export function SetPasswordDialog({
  user,
  onClose,
}: {
  user: UserRow | null;
  onClose: () => void;
}) {
  const mutation = useSetUserPassword({ onDone: onClose });
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          mutation.reset();
        }
      }}
    >
      {user && (
        <DialogContent
          title="Set Password"
          description={`Enter a new password for ${user.firstName} ${user.lastName}.`}
        >
          <PasswordForm
            key={user.id}
            isPending={mutation.isPending}
            failure={mutation.error ? describeError(mutation.error).message : null}
            onSubmit={(values) => mutation.mutate({ id: user.id, newPassword: values.newPassword })}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * Stays open until the server answers, so a refusal ('You cannot delete your own
 * account.') shows inside it.
 */
export function DeleteUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const mutation = useDeleteUser({ onDone: onClose });
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          mutation.reset();
        }
      }}
      title="Delete User"
      description={
        <>
          Are you sure you want to delete this user?
          {user && (
            <span className="mt-1 block font-medium text-slate-900">{`${user.firstName} ${user.lastName}`}</span>
          )}
        </>
      }
      confirmLabel="Delete"
      closesOnConfirm={false}
      isPending={mutation.isPending}
      onConfirm={() => user && mutation.mutate({ id: user.id })}
      error={
        mutation.error && (
          <Alert tone="error" role="alert" className="mt-4">
            {describeError(mutation.error).message}
          </Alert>
        )
      }
    />
  );
}

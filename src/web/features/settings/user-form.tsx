import { useId } from 'react';
import { ROLES } from '@/shared/roles';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useZodForm } from '@/web/lib/use-zod-form';
import { CreateUserFormSchema, EditUserFormSchema, type UserFormValues } from './user-form-schema';

export const EMPTY_USER_FORM: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'INSPECTOR',
  isActive: true,
  password: '',
};

type UserFormProps = {
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  submitLabel: string;
  isPending: boolean;
  failure: string | null;
  onSubmit: (values: UserFormValues) => void;
};

/** Each control's id, unique per form instance. */
function fieldIds(prefix: string) {
  return {
    email: `${prefix}-email`,
    firstName: `${prefix}-first`,
    lastName: `${prefix}-last`,
    role: `${prefix}-role`,
    password: `${prefix}-password`,
    isActive: `${prefix}-active`,
  };
}

export function UserForm({
  mode,
  defaultValues,
  submitLabel,
  isPending,
  failure,
  onSubmit,
}: UserFormProps) {
  const prefix = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<UserFormValues, UserFormValues>(
    mode === 'create' ? CreateUserFormSchema : EditUserFormSchema,
    { defaultValues },
  );
  const ids = fieldIds(prefix);

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField id={ids.email} label="Email" error={errors.email?.message}>
        {(c) => <Input {...fieldAria(c)} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.firstName} label="First name" error={errors.firstName?.message}>
          {(c) => <Input {...fieldAria(c)} {...register('firstName')} />}
        </FormField>
        <FormField id={ids.lastName} label="Last name" error={errors.lastName?.message}>
          {(c) => <Input {...fieldAria(c)} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id={ids.role} label="Role" error={errors.role?.message}>
        {(c) => (
          <Select id={c.id} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={ids.password}
        label="Password"
        error={errors.password?.message}
        hint={mode === 'edit' ? 'Leave blank to keep the current password' : undefined}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        )}
      </FormField>
      <FormField id={ids.isActive} label="Active" layout="inline">
        {(c) => <Checkbox {...fieldAria(c)} {...register('isActive')} />}
      </FormField>
      {failure && (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

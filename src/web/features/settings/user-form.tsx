import { useId, type ReactNode } from 'react';
import { ROLES } from '@/shared/roles';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { FieldError } from '@/web/components/field-error';
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

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
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
  const ids = {
    email: `${prefix}-email`,
    firstName: `${prefix}-first`,
    lastName: `${prefix}-last`,
    role: `${prefix}-role`,
    password: `${prefix}-password`,
    isActive: `${prefix}-active`,
  };
  const describe = (id: string, invalid: boolean, hint = false) =>
    [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <Field id={ids.email} label="Email" error={errors.email?.message}>
        <Input
          id={ids.email}
          type="email"
          autoComplete="off"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe(ids.email, !!errors.email)}
          {...register('email')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.firstName} label="First name" error={errors.firstName?.message}>
          <Input
            id={ids.firstName}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describe(ids.firstName, !!errors.firstName)}
            {...register('firstName')}
          />
        </Field>
        <Field id={ids.lastName} label="Last name" error={errors.lastName?.message}>
          <Input
            id={ids.lastName}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={describe(ids.lastName, !!errors.lastName)}
            {...register('lastName')}
          />
        </Field>
      </div>
      <Field id={ids.role} label="Role" error={errors.role?.message}>
        <Select id={ids.role} {...register('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={ids.password}
        label="Password"
        error={errors.password?.message}
        hint={mode === 'edit' ? 'Leave blank to keep the current password' : undefined}
      >
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describe(ids.password, !!errors.password, mode === 'edit')}
          {...register('password')}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox id={ids.isActive} {...register('isActive')} />
        <Label htmlFor={ids.isActive}>Active</Label>
      </div>
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

import { z } from 'zod';
import { ALL_PERMISSIONS } from './permissions';
import { ROLES } from './roles';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const PASSWORD_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
const PASSWORD_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');

const UserFields = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Email format is invalid').max(254, 'Email format is invalid')),
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  role: z.enum(ROLES, { error: 'Choose a valid role' }).default('INSPECTOR'),
  isActive: z.boolean().default(true),
});

export const UserIdInput = z.object({ id: z.uuid('Invalid user id') });

export const CreateUserInput = UserFields.extend({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, PASSWORD_SHORT)
    .max(PASSWORD_MAX, PASSWORD_LONG),
});

/** On edit an empty password keeps the current one. */
export const UpdateUserInput = UserFields.extend({
  id: UserIdInput.shape.id,
  // No defaults on edit: a caller that leaves these out must not demote or reactivate anyone.
  role: z.enum(ROLES, { error: 'Choose a valid role' }),
  isActive: z.boolean({ error: 'Choose whether the user is active' }),
  password: z
    .string()
    .max(PASSWORD_MAX, PASSWORD_LONG)
    .refine((value) => value === '' || value.length >= PASSWORD_MIN, PASSWORD_SHORT)
    .default(''),
});

export const ChangePasswordInput = z.object({
  id: UserIdInput.shape.id,
  newPassword: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, PASSWORD_SHORT)
    .max(PASSWORD_MAX, PASSWORD_LONG),
});

export const UpdateMatrixInput = z.object({
  role: z.enum(ROLES, { error: 'Choose a valid role' }),
  permission: z
    .string({ error: 'Unknown permission.' })
    .refine((key) => (ALL_PERMISSIONS as readonly string[]).includes(key), 'Unknown permission.'),
  granted: z.boolean({ error: 'Granted must be true or false' }),
});

/** Administrators always keep these, so nobody can lock the tenant out of user management. */
export const ADMIN_LOCKED_PERMISSIONS = ['users:view_all', 'users:edit', 'users:create'] as const;

export type CreateUserForm = z.input<typeof CreateUserInput>;
export type UpdateUserForm = z.input<typeof UpdateUserInput>;

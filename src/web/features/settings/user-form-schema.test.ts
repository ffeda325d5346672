import { describe, expect, it } from 'vitest';
import { CreateUserFormSchema, EditUserFormSchema, type UserFormValues } from './user-form-schema';

const VALUES: UserFormValues = {
  email: 'new.inspector@example.com',
  firstName: 'New',
  lastName: 'Inspector',
  role: 'INSPECTOR',
  isActive: true,
  password: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('user form schemas', () => {
  it('requires a password when creating a user', () => {
    // The form shows the first message of the field.
    expect(messagesOf(CreateUserFormSchema.safeParse(VALUES))[0]).toBe('Password is required');
  });

  it('keeps the current password when editing with the field left blank', () => {
    expect(EditUserFormSchema.parse(VALUES)).toMatchObject({ password: '' });
  });

  it('still refuses a short new password when editing', () => {
    expect(messagesOf(EditUserFormSchema.safeParse({ ...VALUES, password: 'short' }))).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('parses to what the procedures take', () => {
    expect(CreateUserFormSchema.parse({ ...VALUES, password: 'long enough' })).toEqual({
      ...VALUES,
      password: 'long enough',
    });
  });
});

import type { z } from 'zod';
import { CreateUserInput, UpdateUserInput } from '@/shared/users';

/*
 * The form always sends role and isActive, and on edit an empty password means
 * "keep": both schemas are the procedures' own, narrowed to one set of values.
 */
export const CreateUserFormSchema = CreateUserInput.extend({
  role: UpdateUserInput.shape.role,
  isActive: UpdateUserInput.shape.isActive,
});
export const EditUserFormSchema = UpdateUserInput.omit({ id: true }).extend({
  password: UpdateUserInput.shape.password.unwrap(),
});

export type UserFormValues = z.input<typeof CreateUserFormSchema>;

import { z } from 'zod';

// Spec 01 section 5: email required and shaped like an address without spaces;
// password required (minimum length 1). The messages are ours: the spec does not show them.
export const LoginInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginInput>;

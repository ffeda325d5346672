import { z } from 'zod';
import { maxLengthMessage } from '../inspections/validation';

/** Spec 02 'Business constants': support hours. */
export const DEFAULT_SUPPORT_HOURS = 'Monday-Friday 9:00-17:00 GMT';

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const optionalPhone = (field: string) =>
  z
    .string()
    .trim()
    .max(30, maxLengthMessage(field, 30))
    .refine((v) => v === '' || PHONE.test(v), `${field} format is invalid`)
    .default('');

/**
 * Support > Contact (tenant setting 'supportContact'): how people reach the
 * support desk. Empty e-mail or phone fields are shown as not set.
 */
export const SupportContactSetting = z
  .object({
    email: z
      .string()
      .trim()
      .max(200, maxLengthMessage('Email', 200))
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Email format is invalid')
      .default(''),
    phone: optionalPhone('Phone'),
    hours: z
      .string()
      .trim()
      .min(1, 'Hours is required')
      .max(120, maxLengthMessage('Hours', 120))
      .default(DEFAULT_SUPPORT_HOURS),
    emergencyPhone: optionalPhone('Emergency line'),
  })
  .default({ email: '', phone: '', hours: DEFAULT_SUPPORT_HOURS, emergencyPhone: '' });
export type SupportContact = z.output<typeof SupportContactSetting>;

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
>;

/**
 * The one way a form is validated: React Hook Form with the Zod schema the
 * server's procedure uses (or one derived from it). Field values are typed
 * from the schema's input and `handleSubmit` receives its parsed output, so
 * no form needs a resolver cast.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options?: ZodFormOptions<Input, Output>,
): UseFormReturn<Input, unknown, Output> {
  // A stable resolver while the schema is: a form may switch schema (create/edit) between renders.
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<Input, unknown, Output>({ ...options, resolver });
}

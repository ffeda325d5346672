import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

// Shaped like the shared schemas: trimming, a default, and the spec's own messages.
const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  priority: z.enum(['low', 'high']).default('low'),
});
type Values = z.input<typeof Schema>;

function captureForm(defaultValues: Values) {
  let form: ReturnType<typeof useZodForm<Values, z.output<typeof Schema>>> | undefined;
  function Probe() {
    form = useZodForm(Schema, { defaultValues });
    return null;
  }
  renderToStaticMarkup(<Probe />);
  if (!form) throw new Error('the form hook did not run');
  return form;
}

async function submit(defaultValues: Values) {
  const form = captureForm(defaultValues);
  let output: z.output<typeof Schema> | undefined;
  let errors: FieldErrors<Values> | undefined;
  await form.handleSubmit(
    (values) => {
      output = values;
    },
    (invalid) => {
      errors = invalid;
    },
  )();
  return { output, errors };
}

describe('useZodForm', () => {
  it('hands the submit handler the schema’s parsed output', async () => {
    const { output, errors } = await submit({ name: '  Loft insulation  ' });
    expect(errors).toBeUndefined();
    expect(output).toEqual({ name: 'Loft insulation', priority: 'low' });
  });

  it('refuses invalid values with the schema’s message and never submits', async () => {
    const { output, errors } = await submit({ name: '   ', priority: 'high' });
    expect(output).toBeUndefined();
    expect(errors?.name?.message).toBe('Name is required');
  });
});

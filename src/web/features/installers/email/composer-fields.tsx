import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { EMAIL_PRIORITY_LABELS, toOptions } from '../shared/contact-labels';
import { FormField, fieldAria } from '@/web/components/form-field';
import type { ComposerValues } from './composer-values';

const RECIPIENTS = [
  { name: 'to', label: 'To', isRequired: true },
  { name: 'cc', label: 'Cc', isRequired: false },
  { name: 'bcc', label: 'Bcc', isRequired: false },
] as const;

const LIST_HINT = 'Separate addresses with commas.';

type ComposerFieldsProps = { form: UseFormReturn<ComposerValues>; isPreview: boolean };

/** Recipients stay editable; Preview swaps Subject and Body for how they will read. */
export function ComposerFields({ form, isPreview }: ComposerFieldsProps) {
  const { register, watch } = form;
  return (
    <>
      {RECIPIENTS.map(({ name, label, isRequired }) => (
        <FormField
          key={name}
          id={`email-${name}`}
          label={label}
          isRequired={isRequired}
          {...(name === 'to' ? { hint: LIST_HINT } : {})}
        >
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="text"
              inputMode="email"
              autoComplete="off"
              {...register(name)}
            />
          )}
        </FormField>
      ))}
      {isPreview ? (
        <section
          aria-label="E-mail preview"
          className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm"
        >
          <p className="font-semibold text-slate-900">{watch('subject') || '(no subject)'}</p>
          <p className="mt-3 whitespace-pre-wrap text-slate-800">{watch('body') || '(no body)'}</p>
        </section>
      ) : (
        <>
          <FormField id="email-subject" label="Subject" isRequired>
            {(c) => <Input {...fieldAria(c)} maxLength={300} {...register('subject')} />}
          </FormField>
          <FormField id="email-body" label="Body" isRequired>
            {(c) => <Textarea {...fieldAria(c)} rows={8} {...register('body')} />}
          </FormField>
        </>
      )}
      <FormField id="email-priority" label="Priority" className="w-40">
        {(c) => (
          <Select id={c.id} {...register('priority')}>
            {toOptions(EMAIL_PRIORITY_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}

import { CallInput } from '@/shared/installers/schemas';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import {
  CALL_OUTCOME_LABELS,
  CALL_PURPOSE_LABELS,
  CALL_TYPE_LABELS,
  toOptions,
} from '../shared/contact-labels';
import { Alert } from '@/web/components/ui/alert';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useLogCall } from '../api/use-calls';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';

// The server stamps contactDate with the time of saving.
const CallFormSchema = CallInput.omit({ installerId: true, contactDate: true });
type CallFormValues = z.input<typeof CallFormSchema>;

const DEFAULTS: CallFormValues = {
  type: 'outbound',
  purpose: 'general',
  duration: 0,
  outcome: 'completed',
  notes: '',
  followUpRequired: false,
  followUpDate: '',
};

const SELECTS = [
  { name: 'type', label: 'Call type', options: toOptions(CALL_TYPE_LABELS) },
  { name: 'purpose', label: 'Purpose', options: toOptions(CALL_PURPOSE_LABELS) },
  { name: 'outcome', label: 'Outcome', options: toOptions(CALL_OUTCOME_LABELS) },
] as const;

export function CallForm({ installerId }: { installerId: string }) {
  const form = useZodForm(CallFormSchema, {
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const isFollowUp = form.watch('followUpRequired');
  const mutation = useLogCall({ onLogged: () => form.reset(DEFAULTS) });
  const submit = form.handleSubmit((values) =>
    mutation.mutate({
      ...values,
      installerId,
      // A date left over from ticking and unticking the box is not a follow-up.
      followUpDate: values.followUpRequired ? values.followUpDate : '',
    }),
  );

  return (
    <form noValidate aria-label="Log call" onSubmit={(e) => void submit(e)} className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {SELECTS.map(({ name, label, options }) => (
          <FormField key={name} id={`call-${name}`} label={label}>
            {(c) => (
              <Select id={c.id} {...form.register(name)}>
                {options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        <FormField id="call-duration" label="Duration (minutes)" error={errors.duration?.message}>
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...form.register('duration', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <FormField id="call-notes" label="Notes" isRequired error={errors.notes?.message}>
        {(c) => <Textarea {...fieldAria(c)} {...form.register('notes')} />}
      </FormField>
      <div className="flex flex-wrap items-end gap-4">
        <FormField id="call-follow-up" label="Follow-up required" layout="inline" className="pb-2">
          {(c) => <Checkbox {...fieldAria(c)} {...form.register('followUpRequired')} />}
        </FormField>
        {isFollowUp && (
          <FormField id="call-follow-up-date" label="Follow-up date" className="w-48">
            {(c) => <Input id={c.id} type="date" {...form.register('followUpDate')} />}
          </FormField>
        )}
      </div>
      {mutation.error && (
        <Alert tone="error" role="alert">
          {describeError(mutation.error).message}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Call'}
        </Button>
      </div>
    </form>
  );
}
